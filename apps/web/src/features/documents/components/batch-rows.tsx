import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { useEffect, useRef } from 'react';
import { DocumentStatusChip } from '../../../components/document-status-chip';
import { useGenerationProgress } from '../api/document-queries';
import type { useDocumentBatch } from './use-document-batch';

type Batch = ReturnType<typeof useDocumentBatch>;

/** The batch job's progress bar; tells the page once every document is made or failed. */
function GenerationProgress({ batchId, onDone }: { batchId: string; onDone: () => void }) {
  const progress = useGenerationProgress(batchId);
  const data = progress.data;
  const finished = data !== undefined && data.done + data.failed >= data.total;
  const isReported = useRef(false);
  useEffect(() => {
    // Once: the page reads every document again, which renders this again before it goes away.
    if (finished && !isReported.current) {
      isReported.current = true;
      onDone();
    }
  }, [finished, onDone]);
  const percent = data && data.total > 0 ? Math.round(((data.done + data.failed) * 100) / data.total) : 0;
  return (
    <Stack spacing={1}>
      <Typography>
        Формируем файлы: {data ? `${data.done + data.failed} из ${data.total}` : '…'}
        {data && data.failed > 0 ? `, с ошибкой ${data.failed}` : ''}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Ход формирования документов" />
    </Stack>
  );
}

/** The batch's rows: each contractor's document (opens in the drawer) or the reason it failed; then «send all». */
export function BatchRows({ batch, onOpen }: { batch: Batch; onOpen: (doc: Document) => void }) {
  const { rows, stage } = batch;
  const drafts = rows.filter((r) => r.doc?.status === 'DRAFT').length;
  return (
    <Stack spacing={2}>
      {stage === 'generating' && batch.batchId && (
        <GenerationProgress batchId={batch.batchId} onDone={() => void batch.settle()} />
      )}
      <Stack component="ol" spacing={1} aria-label="Документы пакета" sx={{ m: 0, pl: 3 }}>
        {rows.map((r) => (
          <Box component="li" key={r.contractor.id}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{r.contractor.name}</Typography>
              {r.doc && (
                <>
                  <Link component="button" type="button" onClick={() => onOpen(r.doc!)}>
                    № {r.doc.number}
                  </Link>
                  <DocumentStatusChip status={r.doc.status} />
                </>
              )}
            </Stack>
            {r.error && (
              <Typography variant="body2" color="error">
                {r.error}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      {stage === 'ready' && drafts > 0 && (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void batch.sendAll()}>
          Отправить все на подпись ({drafts})
        </Button>
      )}
      {stage === 'sending' && <LinearProgress aria-label="Отправляем документы" />}
      {stage === 'sent' && (
        <Alert
          severity={rows.some((r) => r.error) ? 'warning' : 'success'}
          action={<Button onClick={batch.reset}>Новый пакет</Button>}
        >
          Отправлено на подпись: {rows.filter((r) => r.sent).length} из {rows.length}
        </Alert>
      )}
    </Stack>
  );
}
