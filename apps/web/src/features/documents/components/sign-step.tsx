import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { CodeConfirm, SelfNepIssue, useSelfNep } from '../../../components/self-nep';
import { notify } from '../../../lib/toast';
import { sendSignCode, signDocument } from '../api/document-calls';

/**
 * Signing a document with a ПЭП, for the company and the contractor alike: a code to the ПЭП's phone
 * or e-mail, typed back; without an issued ПЭП it is issued first, right here (as in onboarding).
 */
export function SignStep({ documentId, onSigned }: { documentId: string; onSigned: (doc: Document) => void }) {
  const selfNep = useSelfNep();
  // Once the ПЭП is issued here, the second code is step 2 of what the person was told up front.
  const [wasIssuedHere, setWasIssuedHere] = useState(false);
  if (selfNep.isPending) return <Loader />;
  if (!selfNep.data) {
    return (
      <Stack spacing={1}>
        <Typography>
          Подписание займёт два кода. Первый код выпускает вашу простую электронную подпись (ПЭП) — это нужно один раз.
          Второй код подписывает документ.
        </Typography>
        <Typography variant="subtitle2" component="p">
          Шаг 1 из 2: выпуск подписи
        </Typography>
        <SelfNepIssue onIssued={() => setWasIssuedHere(true)} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {wasIssuedHere && (
        <Typography variant="subtitle2" component="p">
          Шаг 2 из 2: подпись документа
        </Typography>
      )}
      <Typography color="text.secondary">
        Подписание простой электронной подписью: мы отправим код, он подтверждает, что документ подписали вы.
      </Typography>
      <CodeConfirm
        confirmLabel="Подписать"
        onSend={() => sendSignCode(documentId)}
        onConfirm={async (code) => {
          const doc = await signDocument(documentId, code);
          notify.success('Документ подписан');
          onSigned(doc);
        }}
      />
    </Stack>
  );
}
