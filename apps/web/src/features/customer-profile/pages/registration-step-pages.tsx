import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelfNep } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { AgreementFileActions, CodeConfirm, SelfNepIssue, useSelfNep } from '../../../components/self-nep';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { sendAgreementSignCode, useEdoAgreement, useSignAgreement } from '../api/agreement-edo';
import { useAgreement } from '../api/agreement-list';
import { useUserProfile } from '../api/get-user-profile';
import { AgreementKepButton } from '../components/agreement-kep-button';
import {
  COMPLETE_REGISTRATION_BASE,
  REGISTRATION_STEPS,
  type RegistrationStepId,
} from '../components/registration-steps';

/** «Далее: <the next step not done>», or the way out once every step is done. */
function NextStepButton({ current }: { current: RegistrationStepId }) {
  const profile = useUserProfile();
  if (!profile.data) return null;
  const steps = profile.data.registration_steps;
  const at = REGISTRATION_STEPS.findIndex((s) => s.id === current);
  // The steps after this one first, then any earlier one left undone.
  const ordered = [...REGISTRATION_STEPS.slice(at + 1), ...REGISTRATION_STEPS.slice(0, at)];
  const next = ordered.find((s) => !steps[s.id]);
  if (!next) return null;
  return (
    <Button variant="contained" component={Link} to={`${COMPLETE_REGISTRATION_BASE}/${next.id}`}>
      Далее: {next.title}
    </Button>
  );
}

function IssuedSelfNep({ selfNep }: { selfNep: SelfNep }) {
  const agreement = useAgreement(selfNep.agreement_id);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }}>Простая электронная подпись выпущена</Typography>
          <Chip size="small" color="success" label="Действует" />
        </Stack>
        <Typography color="text.secondary">
          Выпущена {formatDateTime(selfNep.issued_at)}. Коды для подписания документов приходят{' '}
          {selfNep.channel === 'SMS' ? 'в СМС на номер' : 'на адрес'} {selfNep.destination_masked}.
        </Typography>
        {agreement.data && (
          <AgreementFileActions
            fileId={agreement.data.signed_file_id ?? agreement.data.file_id}
            title={agreement.data.title}
          />
        )}
        <NextStepButton current="self-nep" />
      </Stack>
    </Paper>
  );
}

/** Step self-nep: the company's signer accepts the ПЭП agreement and confirms it with a code. */
export function SelfNepStepPage() {
  const selfNep = useSelfNep();
  return (
    <>
      <PageTitle level={2}>Простая электронная подпись</PageTitle>
      {selfNep.isPending && <PageLoader />}
      {selfNep.isError && <QueryRetryPanel query={selfNep} failureText="Не удалось загрузить сведения о подписи" />}
      {selfNep.data === null && (
        <SelfNepIssue onIssued={() => notify.success('Простая электронная подпись выпущена')} />
      )}
      {selfNep.data && <IssuedSelfNep selfNep={selfNep.data} />}
    </>
  );
}

function EdoAgreement({ hasSelfNep }: { hasSelfNep: boolean }) {
  const agreement = useEdoAgreement();
  const sign = useSignAgreement();
  const [isAccepted, setIsAccepted] = useState(false);

  if (agreement.isPending) return <PageLoader />;
  if (agreement.isError) {
    return <QueryRetryPanel query={agreement} failureText="Не удалось подготовить соглашение" />;
  }
  const edo = agreement.data;
  if (edo.status === 'SIGNED') {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 500 }}>{edo.title}</Typography>
            <Chip size="small" color="success" label="Подписано" />
          </Stack>
          {edo.signed_at && (
            <Typography color="text.secondary">
              Подписано электронной подписью {formatDateTime(edo.signed_at)}. Подписанный экземпляр содержит лист
              подписания.
            </Typography>
          )}
          <AgreementFileActions fileId={edo.signed_file_id ?? edo.file_id} title={edo.title} />
          <NextStepButton current="sign-trusted-document" />
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 500 }}>{edo.title}</Typography>
        <Typography color="text.secondary">
          Соглашение определяет, как компания и платформа обмениваются электронными документами и признают их
          юридическую силу. Прочитайте его и подпишите простой электронной подписью (код придёт туда же, куда приходил
          при её выпуске) или квалифицированной электронной подписью (КЭП) руководителя.
        </Typography>
        <AgreementFileActions fileId={edo.file_id} title={edo.title} />
        <AgreementKepButton agreement={edo} variant="outlined" size="medium" />
        {hasSelfNep ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={isAccepted} onChange={(e) => setIsAccepted(e.target.checked)} />}
              label="Я прочитал(а) соглашение и принимаю его условия"
            />
            <CodeConfirm
              disabled={!isAccepted}
              confirmLabel="Подписать"
              onSend={() => sendAgreementSignCode(edo.id)}
              onConfirm={async (code) => {
                await sign.mutateAsync({ agreement_id: edo.id, code });
                notify.success('Соглашение подписано');
              }}
            />
          </>
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={Link} to={`${COMPLETE_REGISTRATION_BASE}/self-nep`}>
                Выпустить подпись
              </Button>
            }
          >
            Чтобы подписать соглашение простой электронной подписью, сначала выпустите её.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Step sign-trusted-document: the company signs the electronic document-flow agreement with its ПЭП. */
export function SignTrustedDocumentStepPage() {
  const selfNep = useSelfNep();
  return (
    <>
      <PageTitle level={2}>Соглашение об электронном документообороте</PageTitle>
      {selfNep.isPending && <PageLoader />}
      {selfNep.isError && <QueryRetryPanel query={selfNep} failureText="Не удалось загрузить сведения о подписи" />}
      {selfNep.isSuccess && <EdoAgreement hasSelfNep={Boolean(selfNep.data)} />}
    </>
  );
}
