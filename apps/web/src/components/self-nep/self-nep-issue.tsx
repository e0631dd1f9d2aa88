import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelfNep } from '@vyplaty/contracts';
import { useState } from 'react';
import { Loader } from '../loader';
import { QueryRetryPanel } from '../retry-panel';
import { AgreementFileActions } from './agreement-file-actions';
import { CodeConfirm } from './code-confirm';
import { sendSelfNepCode, useConfirmSelfNep, useSelfNepAgreement } from './self-nep-api';

export type SelfNepIssueProps = {
  /** Called with the issued key after the code is confirmed (every query is refetched before). */
  onIssued?: (selfNep: SelfNep) => void;
};

/**
 * Issuing the caller's ПЭП, for customers and contractors alike (apiPaths.selfNep): read the ПЭП
 * agreement (made on first show), accept it, choose SMS or e-mail, get the code, confirm it.
 * Render it only while the caller has no ACTIVE key (useSelfNep() → null).
 */
export function SelfNepIssue({ onIssued }: SelfNepIssueProps) {
  const agreement = useSelfNepAgreement();
  const confirm = useConfirmSelfNep();
  const [isAccepted, setIsAccepted] = useState(false);

  if (agreement.isPending) return <Loader />;
  if (agreement.isError) {
    return <QueryRetryPanel query={agreement} failureText="Не удалось подготовить соглашение" />;
  }
  const { agreement_id: agreementId, title, file_id: fileId, channels } = agreement.data;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography color="text.secondary">
          Простая электронная подпись — это одноразовый код, который мы отправим вам для каждого подписываемого
          документа. Прочитайте соглашение: в нём описано, как мы определяем, что документ подписали именно вы, и ваша
          обязанность никому не сообщать коды.
        </Typography>
        <AgreementFileActions fileId={fileId} title={title} />
        <FormControlLabel
          control={<Checkbox checked={isAccepted} onChange={(e) => setIsAccepted(e.target.checked)} />}
          label="Я прочитал(а) соглашение и принимаю его условия"
        />
        {channels.length === 0 ? (
          <Alert severity="warning">
            Некуда отправить код: в учётной записи нет ни телефона, ни e-mail. Напишите в поддержку.
          </Alert>
        ) : (
          <CodeConfirm
            channels={channels}
            disabled={!isAccepted}
            confirmLabel="Выпустить подпись"
            onSend={(channel) => sendSelfNepCode({ agreement_id: agreementId, channel: channel ?? channels[0]! })}
            onConfirm={async (code) => {
              const { self_nep: selfNep } = await confirm.mutateAsync({ agreement_id: agreementId, code });
              onIssued?.(selfNep);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
