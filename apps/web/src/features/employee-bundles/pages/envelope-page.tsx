import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatMoscowDateTime } from '../../../lib/format';
import { getErrorStatus } from '../../../lib/http';
import type { Envelope, EnvelopeSignResult } from '../api/envelope-calls';
import { useEnvelope, useEnvelopeSigned } from '../api/envelope-queries';
import { EnvelopeDocuments } from '../components/envelope-documents';
import { ExpiredChip, signedOfText, termText } from '../components/envelope-labels';
import { EnvelopeResult } from '../components/envelope-result';
import { EnvelopeSign } from '../components/envelope-sign';

const BACK = (
  <Button component={RouterLink} to="/employee/documents" sx={{ alignSelf: 'flex-start' }}>
    ← Все документы
  </Button>
);

function EnvelopeHeader({ envelope }: { envelope: Envelope }) {
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{envelope.company.name}</Typography>
      <PageTitle gutter={0}>{envelope.name}</PageTitle>
      <Typography variant="body2" color="text.secondary">
        Пакет № {envelope.number} · {signedOfText(envelope.signed, envelope.documents)}
        {envelope.expires_at && !envelope.expired ? ` · ${termText(envelope.expires_at)}` : ''}
      </Typography>
      {envelope.expired && (
        <Alert severity="warning" icon={false}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <ExpiredChip />
            <Typography variant="body2">
              {envelope.expires_at
                ? `Компания просила подписать до ${formatMoscowDateTime(envelope.expires_at)} МСК. `
                : ''}
              Подписать документы ещё можно — напоминаний больше не будет.
            </Typography>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** «Подписать все (N)», then the code flow in place of the button. */
function SignAll({ envelope, onSigned }: { envelope: Envelope; onSigned: (r: EnvelopeSignResult) => void }) {
  const [isSigning, setIsSigning] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {isSigning ? (
        <EnvelopeSign
          envelopeId={envelope.id}
          awaiting={envelope.awaiting}
          onSigned={(result) => {
            setIsSigning(false);
            onSigned(result);
          }}
        />
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={() => setIsSigning(true)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Подписать все ({envelope.awaiting})
        </Button>
      )}
    </Paper>
  );
}

/** /employee/documents/bundle/{id}: the envelope — the company, its documents for the contractor, one code for all. */
export function EmployeeEnvelopePage() {
  const { id = '' } = useParams();
  const query = useEnvelope(id);
  const signed = useEnvelopeSigned();
  const [result, setResult] = useState<EnvelopeSignResult | null>(null);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Stack spacing={2}>
        {BACK}
        {getErrorStatus(query.error) === 404 ? (
          <Typography color="text.secondary">Пакет документов не найден</Typography>
        ) : (
          <QueryRetryPanel query={query} failureText="Не удалось загрузить пакет документов" />
        )}
      </Stack>
    );
  }
  const envelope = query.data;
  return (
    <Stack spacing={2.5}>
      {BACK}
      <EnvelopeHeader envelope={envelope} />
      {result && <EnvelopeResult result={result} docs={envelope.items} />}
      {envelope.awaiting > 0 && (
        <SignAll
          envelope={envelope}
          onSigned={(answer) => {
            setResult(answer);
            signed();
          }}
        />
      )}
      <Stack spacing={1.5}>
        <Typography variant="h3" component="h2">
          Документы
        </Typography>
        <EnvelopeDocuments items={envelope.items} />
      </Stack>
    </Stack>
  );
}
