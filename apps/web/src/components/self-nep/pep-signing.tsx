import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Loader } from '../loader';
import { CodeConfirm, type CodeConfirmProps } from './code-confirm';
import { useSelfNep } from './self-nep-api';
import { SelfNepIssue } from './self-nep-issue';

export type PepSigningProps = Pick<CodeConfirmProps, 'onSend' | 'onConfirm'> & {
  /** What the code signs, in the accusative: «документ», «документы пакета». */
  signs: string;
  /** Step 2's heading once the ПЭП was issued here: «подпись документа». */
  stepTwo: string;
  /** What the one code does, shown above it when the ПЭП is already there. */
  explanation: ReactNode;
};

/**
 * Signing with a ПЭП by a code (a document, an envelope of them): without an issued ПЭП it is issued first,
 * right here, and the person is told up front that it takes two codes; the second is then step 2 of 2.
 */
export function PepSigning({ signs, stepTwo, explanation, onSend, onConfirm }: PepSigningProps) {
  const selfNep = useSelfNep();
  const [wasIssuedHere, setWasIssuedHere] = useState(false);
  if (selfNep.isPending) return <Loader />;
  if (!selfNep.data) {
    return (
      <Stack spacing={1}>
        <Typography>
          Подписание займёт два кода. Первый код выпускает вашу простую электронную подпись (ПЭП) — это нужно один раз.
          {` Второй код подписывает ${signs}.`}
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
          {`Шаг 2 из 2: ${stepTwo}`}
        </Typography>
      )}
      <Typography color="text.secondary">{explanation}</Typography>
      <CodeConfirm confirmLabel="Подписать" onSend={onSend} onConfirm={onConfirm} />
    </Stack>
  );
}
