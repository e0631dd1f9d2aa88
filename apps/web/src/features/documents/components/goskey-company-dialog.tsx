import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type Document,
  GOSKEY_KIND_LABELS,
  type GoskeyRepresentative,
  signGoskeyRequestSchema,
} from '@vyplaty/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { getGoskeyRepresentatives, signWithGoskey } from '../api/sign-goskey';

type Props = {
  doc: Document;
  onClose: () => void;
  onChanged: (doc?: Document) => void;
  /** After the send, with the document as the API answered. */
  onSent: (doc: Document) => void;
};

const TITLE = 'Подписать в Госключе';
export const RESPONSIBLE_PERSONS_PATH = '/profile/responsible-persons';

const optionText = (person: GoskeyRepresentative) =>
  [
    person.name,
    person.job_title,
    person.mchd_valid_until ? `МЧД до ${formatDate(person.mchd_valid_until)}` : 'МЧД действует',
  ].join(', ');

/** A dialog that only says something (loading, nobody may sign, a failure) with «Закрыть». */
function NoticeDialog({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{TITLE}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}

function ChooseRepresentative({ doc, people, onClose, onChanged, onSent }: Props & { people: GoskeyRepresentative[] }) {
  const form = useZodForm(signGoskeyRequestSchema, {
    defaultValues: { kind: 'UKEP_GOSKEY', representative_id: people[0]?.id ?? '' },
  });
  let answer: Document | undefined;
  return (
    <FormDialog
      form={form}
      title={TITLE}
      submitText="Отправить в Госключ"
      onSubmit={(request) =>
        signWithGoskey(doc.id, request).then((result) => {
          answer = result;
          onChanged(result);
        })
      }
      serverFields={['representative_id', 'kind']}
      failureText="Не удалось отправить документ в Госключ"
      onDone={() => {
        if (answer) onSent(answer);
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          Госключ — подпись частного лица, поэтому за компанию документ подписывает ответственное лицо по машиночитаемой
          доверенности (МЧД). Документ уйдёт в его приложение «Госключ» по СНИЛС; когда он подтвердит подпись, документ
          здесь станет подписанным.
        </Typography>
        <FormSelectField
          control={form.control}
          name="representative_id"
          label="Кто подписывает"
          options={people.map((person) => [person.id, optionText(person)] as const)}
        />
        <FormSelectField
          control={form.control}
          name="kind"
          label="Вид подписи"
          options={GOSKEY_KIND_LABELS}
          helperText="УКЭП равна собственноручной подписи; УНЭП — если так договорились с исполнителем"
        />
      </Stack>
    </FormDialog>
  );
}

/**
 * The company's «Подписать в Госключе»: the responsible persons who may sign (a СНИЛС and an МЧД in force)
 * to choose from; when there is none, what is needed and where to add it. Mount only while open.
 */
export function CompanyGoskeyDialog(props: Props) {
  const people = useQuery({
    queryKey: queryKeys.documents.goskeyRepresentatives(props.doc.id),
    queryFn: () => getGoskeyRepresentatives(props.doc.id),
  });
  if (people.isPending)
    return (
      <NoticeDialog onClose={props.onClose}>
        <CircularProgress aria-label="Загружаем ответственных лиц" />
      </NoticeDialog>
    );
  if (people.isError)
    return (
      <NoticeDialog onClose={props.onClose}>
        <Alert severity="error">Не удалось загрузить ответственных лиц. Попробуйте ещё раз.</Alert>
      </NoticeDialog>
    );
  if (people.data.items.length === 0)
    return (
      <NoticeDialog onClose={props.onClose}>
        <Alert severity="info">
          Подписать в Госключе некому. Госключ выпускает подпись частного лица, поэтому за компанию подписывает
          ответственное лицо с указанным СНИЛС и действующей машиночитаемой доверенностью (МЧД) от компании. Укажите
          СНИЛС и загрузите МЧД в карточке ответственного лица.
        </Alert>
        <Link component={RouterLink} to={RESPONSIBLE_PERSONS_PATH} sx={{ display: 'inline-block', mt: 2 }}>
          Перейти к ответственным лицам
        </Link>
      </NoticeDialog>
    );
  return <ChooseRepresentative {...props} people={people.data.items} />;
}
