import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { CodeConfirm, SelfNepIssue, useSelfNep } from '../../../components/self-nep';
import { countText } from '../../../lib/plural';
import { type EnvelopeSignResult, sendEnvelopeCode, signEnvelope } from '../api/envelope-calls';
import { DOCUMENTS } from './envelope-labels';

type Props = { envelopeId: string; awaiting: number; onSigned: (result: EnvelopeSignResult) => void };

/**
 * One ПЭП code for the whole envelope, as a single document's signing asks it (the shared CodeConfirm: send,
 * countdown, resend, the code): without an issued ПЭП it is issued first, right here. The server's refusal
 * (a wrong code, a document changed since the code) is shown under the field.
 */
export function EnvelopeSign({ envelopeId, awaiting, onSigned }: Props) {
  const selfNep = useSelfNep();
  const [wasIssuedHere, setWasIssuedHere] = useState(false);
  if (selfNep.isPending) return <Loader />;
  if (!selfNep.data) {
    return (
      <Stack spacing={1}>
        <Typography>
          Подписание займёт два кода. Первый код выпускает вашу простую электронную подпись (ПЭП) — это нужно один раз.
          Второй код подписывает документы пакета.
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
          Шаг 2 из 2: подпись документов
        </Typography>
      )}
      <Typography color="text.secondary">
        Один код подпишет простой электронной подписью {countText(awaiting, DOCUMENTS)} пакета, которые ждут вашей
        подписи.
      </Typography>
      <CodeConfirm
        confirmLabel="Подписать"
        onSend={() => sendEnvelopeCode(envelopeId)}
        onConfirm={async (code) => onSigned(await signEnvelope(envelopeId, code))}
      />
    </Stack>
  );
}
