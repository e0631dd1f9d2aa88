import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invite } from '@vyplaty/contracts';
import { CopyButton } from '../../../components/copy-button';
import { formatDateTime, formatPhone, joinPersonName } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useCancelInvitePerson } from '../api/invite-cancel-person';
import { useSendInviteSms } from '../api/invite-send-sms';
import { InviteActionChip } from './invite-labels';

/**
 * The people of an invite with their action; while published: copy a person's own link (it opens their
 * registration prefilled), SMS again, cancel one person.
 */
export function InvitePeopleTable({ invite }: { invite: Invite }) {
  const cancel = useCancelInvitePerson();
  const sendSms = useSendInviteSms();

  const handleCancel = async (personId: string) => {
    try {
      await cancel.mutateAsync({ id: invite.id, personId });
      notify.success('Приглашение для человека отменено');
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отменить приглашение'));
    }
  };
  const handleSms = async (personId: string) => {
    try {
      await sendSms.mutateAsync({ id: invite.id, personId });
      notify.success('СМС отправлено');
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отправить СМС'));
    }
  };

  return (
    <TableContainer>
      <Table aria-label="Кого приглашают" size="small">
        <TableHead>
          <TableRow>
            <TableCell>ФИО</TableCell>
            <TableCell>Телефон</TableCell>
            <TableCell>ИНН</TableCell>
            <TableCell>Состояние</TableCell>
            <TableCell>СМС</TableCell>
            <TableCell align="right">Действия</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invite.employees.map((person) => {
            const isWaiting = person.action === 'INVITE';
            return (
              <TableRow key={person.id}>
                <TableCell>{joinPersonName(person.last_name, person.first_name, person.patronymic) || '—'}</TableCell>
                <TableCell>{person.phone ? formatPhone(person.phone) : '—'}</TableCell>
                <TableCell>{person.inn ?? '—'}</TableCell>
                <TableCell>
                  <InviteActionChip action={person.action} />
                </TableCell>
                <TableCell>
                  {person.sms_count > 0 && person.last_sms_at
                    ? `${person.sms_count}, последнее ${formatDateTime(person.last_sms_at)}`
                    : '—'}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    {person.link_url && (
                      <CopyButton
                        text={person.link_url}
                        label="Скопировать личную ссылку: регистрация откроется с введёнными данными"
                      />
                    )}
                    {invite.status === 'PUBLISH' && isWaiting && person.phone && (
                      <Button size="small" onClick={() => void handleSms(person.id)} disabled={sendSms.isPending}>
                        Отправить СМС
                      </Button>
                    )}
                    {invite.status === 'PUBLISH' && isWaiting && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => void handleCancel(person.id)}
                        disabled={cancel.isPending}
                      >
                        Отменить
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
