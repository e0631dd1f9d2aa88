import { PepSigning } from '../../../components/self-nep';
import { countText } from '../../../lib/plural';
import { type EnvelopeSignResult, sendEnvelopeCode, signEnvelope } from '../api/envelope-calls';
import { DOCUMENTS } from './envelope-labels';

type Props = { envelopeId: string; awaiting: number; onSigned: (result: EnvelopeSignResult) => void };

/**
 * One ПЭП code for the whole envelope, as a single document's signing asks it (the shared PepSigning: the ПЭП
 * issued first when there is none, then send, countdown, resend, the code). The server's refusal (a wrong code,
 * a document changed since the code) is shown under the field.
 */
export function EnvelopeSign({ envelopeId, awaiting, onSigned }: Props) {
  return (
    <PepSigning
      signs="документы пакета"
      stepTwo="подпись документов"
      explanation={`Один код подпишет простой электронной подписью ${countText(awaiting, DOCUMENTS)} пакета, которые ждут вашей подписи.`}
      onSend={() => sendEnvelopeCode(envelopeId)}
      onConfirm={async (code) => onSigned(await signEnvelope(envelopeId, code))}
    />
  );
}
