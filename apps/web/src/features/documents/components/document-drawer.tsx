import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Document } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { useDocument, useDocumentChanged, useTemplates } from '../api/document-queries';
import { DocumentActions } from './document-actions';
import { DocumentAttachments } from './document-attachments';
import { documentPreviewPath } from './document-files';
import { DocumentHistory } from './document-history';
import { documentTitle } from './document-labels';
import { DocumentRecord, statusTitle } from './document-record';
import { EditDraftDialog } from './edit-draft-dialog';

type DocumentDrawerProps = {
  document: Document | null;
  open: boolean;
  onClose: () => void;
};

/**
 * A company's document in a main-size drawer (SPEC §2): why it failed or was refused, what can be done
 * now, the facts and signatures, the files (the PDF opens on the preview page; a draft from a template
 * is edited in a dialog), the history. The
 * document is read again after each action and while its PDF is being made.
 */
export function DocumentDrawer({ document: opened, open, onClose }: DocumentDrawerProps) {
  const query = useDocument('company', opened?.id ?? '', opened ?? undefined);
  const changed = useDocumentChanged('company');
  const doc = query.data ?? opened;
  const main = doc?.attachments.find((a) => a.main);
  const templates = useTemplates();
  const template = doc?.template_id ? templates.data?.find((t) => t.id === doc.template_id) : undefined;
  const [isEditing, setIsEditing] = useState(false);
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
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {main && (
              <Button
                component={RouterLink}
                to={documentPreviewPath(doc.id, main.id)}
                target="_blank"
                variant="outlined"
              >
                Открыть PDF
              </Button>
            )}
            {doc.can_edit && template && (
              <Button variant="outlined" onClick={() => setIsEditing(true)}>
                Изменить черновик
              </Button>
            )}
          </Stack>
          {isEditing && template && (
            <EditDraftDialog
              doc={doc}
              template={template}
              onClose={() => setIsEditing(false)}
              onSaved={(next) => changed(next)}
            />
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
