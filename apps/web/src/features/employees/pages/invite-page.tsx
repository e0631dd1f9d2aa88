import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS, type Invite, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { DeleteDialog } from '../../../components/delete-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate } from '../../../lib/format';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useDeleteInvite } from '../api/invite-delete';
import { useInvite } from '../api/invite-get';
import { usePublishInvite } from '../api/invite-publish';
import { useSendInviteSms } from '../api/invite-send-sms';
import { useUpdateInvite } from '../api/invite-update';
import { InviteForm, type InviteFormValues } from '../components/invite-form';
import { InviteStatusChip } from '../components/invite-labels';
import { InvitePeopleTable } from '../components/invite-people-table';
import { InviteRejectDialog } from '../components/invite-reject-dialog';

const formValuesOf = (invite: Invite): InviteFormValues => ({
  kind: invite.kind,
  tax_regime: invite.tax_regime,
  comment: invite.comment ?? '',
  employees: invite.employees.map((p) => ({
    phone: p.phone ?? '',
    inn: p.inn ?? '',
    last_name: p.last_name ?? '',
    first_name: p.first_name ?? '',
    patronymic: p.patronymic ?? '',
  })),
});

/** A draft: edited with the invite form, published or deleted. */
function DraftInvite({ invite }: { invite: Invite }) {
  const update = useUpdateInvite();
  const publish = usePublishInvite();
  const remove = useDeleteInvite();
  const navigate = useNavigate();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const handleSubmit = async (values: InviteFormValues, shouldPublish: boolean) => {
    await update.mutateAsync({ id: invite.id, body: values });
    if (shouldPublish) {
      await publish.mutateAsync(invite.id);
      notify.success('Приглашение опубликовано, СМС отправлены');
    } else {
      notify.success('Черновик сохранён');
    }
  };

  return (
    <>
      <InviteForm
        defaultValues={formValuesOf(invite)}
        onSubmit={handleSubmit}
        extraActions={
          <Button color="error" onClick={() => setIsDeleteOpen(true)}>
            Удалить черновик
          </Button>
        }
      />
      <DeleteDialog
        open={isDeleteOpen}
        onClose={() => setIsDeleteOpen(false)}
        onDelete={() => remove.mutateAsync(invite.id)}
        onDeleted={() => void navigate('/employees/invites')}
      />
    </>
  );
}

/** A published or rejected invite: its link, its people and what can still be done. */
function SentInvite({ invite }: { invite: Invite }) {
  const [isRejectOpen, setIsRejectOpen] = useState(false);
  const sendSms = useSendInviteSms();
  const handleSmsAll = async () => {
    try {
      const { sent } = await sendSms.mutateAsync({ id: invite.id });
      notify.success(`СМС отправлено: ${sent}`);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отправить СМС'));
    }
  };

  return (
    <Stack spacing={3}>
      <Typography>
        {`${EMPLOYEE_KIND_LABELS[invite.kind]}, ${TAX_REGIME_LABELS[invite.tax_regime]}`}
        {invite.comment ? ` · ${invite.comment}` : ''}
      </Typography>
      {invite.status === 'REJECT' && (
        <Alert severity="info">
          {`Приглашение отозвано${invite.rejected_at ? ` ${formatDate(invite.rejected_at)}` : ''}: ссылка больше не работает`}
        </Alert>
      )}
      {invite.link_url && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label="Ссылка-приглашение"
            value={invite.link_url}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <CopyButton text={invite.link_url} label="Скопировать ссылку" />
        </Stack>
      )}
      {invite.status === 'PUBLISH' && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void handleSmsAll()} loading={sendSms.isPending}>
            Отправить СМС ещё раз всем
          </Button>
          <Button color="error" onClick={() => setIsRejectOpen(true)}>
            Отозвать приглашение
          </Button>
        </Stack>
      )}
      <Paper variant="outlined">
        <InvitePeopleTable invite={invite} />
      </Paper>
      <InviteRejectDialog inviteId={isRejectOpen ? invite.id : null} onClose={() => setIsRejectOpen(false)} />
    </Stack>
  );
}

/** /employees/invite/{id}: status, link, people and their actions; a draft is edited here. */
export function InvitePage() {
  const { id = '' } = useParams();
  const invite = useInvite(id);

  if (invite.isPending) return <PageLoader />;
  if (invite.isError) {
    return (
      <>
        <PageTitle>Приглашение</PageTitle>
        {getErrorStatus(invite.error) === 404 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>Приглашение не найдено</Typography>
            <Button component={Link} to="/employees/invites">
              К приглашениям
            </Button>
          </Stack>
        ) : (
          <QueryRetryPanel query={invite} failureText="Не удалось загрузить приглашение" />
        )}
      </>
    );
  }
  const data = invite.data;
  return (
    <>
      <PageTitle>{`Приглашение от ${formatDate(data.added_at)}`}</PageTitle>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <InviteStatusChip status={data.status} />
        <Button component={Link} to="/employees/invites">
          Все приглашения
        </Button>
      </Stack>
      {data.status === 'DRAFT' ? <DraftInvite key={data.id} invite={data} /> : <SentInvite invite={data} />}
    </>
  );
}
