import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DocumentStatusChip } from '../../../components/document-status-chip';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate } from '../../../lib/format';
import { getErrorStatus } from '../../../lib/http';
import { EnvelopesBlock } from '../../employee-bundles';
import { useDocument, useDocumentChanged, useReadyForSign } from '../api/document-queries';
import { saveArchive, saveAttachment } from '../components/document-files';
import { DocumentHistory } from '../components/document-history';
import { DocumentKepButton } from '../components/document-kep-button';
import { documentTitle } from '../components/document-labels';
import { DocumentPdf } from '../components/document-pdf';
import { DocumentRecord } from '../components/document-record';
import { DocumentsList } from '../components/documents-list';
import { GoskeySign } from '../components/goskey-sign';
import { ReasonDialog } from '../components/reason-dialog';
import { SignStep } from '../components/sign-step';

const documentPath = (id: string) => `/employee/documents/${encodeURIComponent(id)}`;

/** «Ждут подписи»: what the companies sent the contractor, first on the page. */
function ReadyForSign() {
  const ready = useReadyForSign();
  const items = ready.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="ready-title">
      <Typography id="ready-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Ждут подписи
      </Typography>
      <Stack spacing={1.5}>
        {items.map((doc) => (
          <Paper key={doc.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 500 }}>{documentTitle(doc)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {doc.company.name} · {formatDate(doc.date)}
              </Typography>
              <Button
                variant="contained"
                component={RouterLink}
                to={documentPath(doc.id)}
                sx={{ alignSelf: 'flex-start' }}
              >
                Открыть и подписать
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** /employee/documents: «Ждут подписи» first, then all the contractor's documents with filters and pages. */
export function EmployeeDocumentsPage() {
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <PageTitle gutter={0}>Документы</PageTitle>
      <EnvelopesBlock />
      <ReadyForSign />
      <DocumentsList
        side="contractor"
        title="Все документы"
        onOpen={(doc: Document) => void navigate(documentPath(doc.id))}
      />
    </Stack>
  );
}

/** /employee/documents/{id}: the PDF, what is asked of the contractor (sign with ПЭП or КЭП, or reject), the history. */
export function EmployeeDocumentPage() {
  const { id = '' } = useParams();
  const query = useDocument('contractor', id);
  const changed = useDocumentChanged('contractor');
  const [isSigning, setIsSigning] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return getErrorStatus(query.error) === 404 ? (
      <Typography color="text.secondary">Документ не найден</Typography>
    ) : (
      <QueryRetryPanel query={query} failureText="Не удалось загрузить документ" />
    );
  }
  const doc = query.data;
  const main = doc.attachments.find((a) => a.main);
  return (
    <Stack spacing={2.5}>
      <Button component={RouterLink} to="/employee/documents" sx={{ alignSelf: 'flex-start' }}>
        ← Все документы
      </Button>
      <PageTitle gutter={0}>{documentTitle(doc)}</PageTitle>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DocumentStatusChip status={doc.status} />
        <Typography color="text.secondary">{doc.company.name}</Typography>
      </Stack>
      {doc.reason && <Alert severity="info">{doc.reason}</Alert>}
      {(doc.can_sign || doc.can_reject) && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {isSigning ? (
            <SignStep
              documentId={doc.id}
              onSigned={(signed) => {
                setIsSigning(false);
                changed(signed);
              }}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {doc.can_sign && (
                <Button variant="contained" size="large" onClick={() => setIsSigning(true)}>
                  Подписать ПЭП
                </Button>
              )}
              {doc.can_sign && <DocumentKepButton doc={doc} onSigned={changed} size="large" />}
              {doc.can_reject && (
                <Button color="error" variant="outlined" size="large" onClick={() => setIsRejecting(true)}>
                  Отклонить
                </Button>
              )}
            </Stack>
          )}
        </Paper>
      )}
      <GoskeySign doc={doc} onChanged={changed} />
      {main && <DocumentPdf documentId={doc.id} attachmentId={main.id} height="60vh" />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {main && <Button onClick={() => void saveAttachment(doc.id, main.id)}>Скачать PDF</Button>}
        {doc.status === 'SIGNED' && <Button onClick={() => void saveArchive(doc.id)}>Скачать архив</Button>}
      </Stack>
      <DocumentRecord doc={doc} side="contractor" />
      <DocumentHistory id={doc.id} stage={`${doc.status}:${doc.updated_at}`} />
      {isRejecting && (
        <ReasonDialog action="reject" documentId={doc.id} onClose={() => setIsRejecting(false)} onDone={changed} />
      )}
    </Stack>
  );
}
