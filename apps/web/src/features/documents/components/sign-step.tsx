import type { Document } from '@vyplaty/contracts';
import { PepSigning } from '../../../components/self-nep';
import { notify } from '../../../lib/toast';
import { sendSignCode, signDocument } from '../api/document-calls';

/**
 * Signing a document with a ПЭП, for the company and the contractor alike: a code to the ПЭП's phone
 * or e-mail, typed back; without an issued ПЭП it is issued first, right here (as in onboarding).
 */
export function SignStep({ documentId, onSigned }: { documentId: string; onSigned: (doc: Document) => void }) {
  return (
    <PepSigning
      signs="документ"
      stepTwo="подпись документа"
      explanation="Подписание простой электронной подписью: мы отправим код, он подтверждает, что документ подписали вы."
      onSend={() => sendSignCode(documentId)}
      onConfirm={async (code) => {
        const doc = await signDocument(documentId, code);
        notify.success('Документ подписан');
        onSigned(doc);
      }}
    />
  );
}
