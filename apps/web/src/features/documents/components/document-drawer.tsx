import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Document } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { useDocument, useDocumentChanged } from '../api/document-queries';
import { DocumentActions } from './document-actions';
import { DocumentAttachments } from './document-attachments';
import { documentPreviewPath } from './document-files';
import { DocumentHistory } from './document-history';
import { documentTitle } from './document-labels';
import { DocumentRecord, statusTitle } from './document-record';

type DocumentDrawerProps = {
  document: Document | null;
  open: boolean;
  onClose: () => void;
};

/**
 * A company's document in a main-size drawer (SPEC §2): why it failed or was refused, what can be done
 * now, the facts and signatures, the files (the PDF opens on the preview page), the history. The
 * document is read again after each action and while its PDF is being made.
 */
export function DocumentDrawer({ document: opened, open, onClose }: DocumentDrawerProps) {
  const query = useDocument('company', opened?.id ?? '', opened ?? undefined);
  const changed = useDocumentChanged('company');
  const doc = query.data ?? opened;
  const main = doc?.attachments.find((a) => a.main);
  return (
    <AppDrawer open={open} onClose={onClose} title={doc ? documentTitle(doc) : ''} size="main">
      {doc && (
        <Stack spacing={3}>
          {doc.reason && (
            <Alert severity={doc.status === 'TERMINATE' ? 'info' : 'error'} title={statusTitle(doc)}>
              {statusTitle(doc)}: {doc.reason}
            </Alert>
          )}
          {doc.status === 'AWAIT_GENERATE_ATTACHMENTS' && <Alert severity="info">Файл документа формируется…</Alert>}
          <DocumentActions
            key={`${doc.id}:${doc.status}`}
            doc={doc}
            onChanged={(next) => {
              changed(next);
              if (!next) void query.refetch();
            }}
            onDeleted={() => {
              changed();
              onClose();
            }}
          />
          {main && (
            <Button
              component={RouterLink}
              to={documentPreviewPath(doc.id, main.id)}
              target="_blank"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              Открыть PDF
            </Button>
          )}
          <DocumentRecord doc={doc} side="company" />
          <DocumentAttachments
            doc={doc}
            onChanged={() => {
              changed();
              void query.refetch();
            }}
          />
          <DocumentHistory id={doc.id} stage={`${doc.status}:${doc.updated_at}`} />
        </Stack>
      )}
    </AppDrawer>
  );
}
