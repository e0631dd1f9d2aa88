import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Document } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { DocumentDrawer } from '../components/document-drawer';
import { DocumentsList } from '../components/documents-list';
import { MultipleDocumentsForm } from '../components/multiple-documents-form';
import { TemplateDocumentForm } from '../components/template-document-form';
import { UploadDocumentForm } from '../components/upload-document-form';
import { useDocumentFromAddress } from '../components/use-document-from-address';

/** The one drawer of a documents page, opened from the form's result, a list row or `?document={id}`. */
function useOpenedDocument() {
  const [opened, setOpened] = useState<{ doc: Document; isOpen: boolean } | null>(null);
  const open = useCallback((doc: Document) => setOpened({ doc, isOpen: true }), []);
  useDocumentFromAddress(open);
  const drawer = (
    <DocumentDrawer
      document={opened?.doc ?? null}
      open={opened?.isOpen ?? false}
      onClose={() => setOpened((was) => was && { ...was, isOpen: false })}
    />
  );
  return { open, drawer };
}

/**
 * /document-management/single (docs/decisions/documents.md «Screens»): one document for one contractor,
 * from a template or from the company's own PDF, on top; the company's documents below; one drawer.
 */
export function SingleDocumentPage() {
  const [source, setSource] = useState<'template' | 'upload'>('template');
  const { open, drawer } = useOpenedDocument();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <PageTitle level={2} gutter={0}>
          Один документ
        </PageTitle>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={source}
          onChange={(_, next) => next && setSource(next)}
          aria-label="Откуда документ"
        >
          <ToggleButton value="template">По шаблону</ToggleButton>
          <ToggleButton value="upload">Свой PDF</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {source === 'template' ? <TemplateDocumentForm onOpen={open} /> : <UploadDocumentForm onOpen={open} />}
      <Divider />
      <DocumentsList side="company" title="Документы компании" onOpen={open} />
      {drawer}
    </Stack>
  );
}

/** /document-management/multiple: the same template for many contractors, made and sent as a batch. */
export function MultipleDocumentsPage() {
  const { open, drawer } = useOpenedDocument();
  return (
    <Stack spacing={3}>
      <PageTitle level={2} gutter={0}>
        Несколько документов
      </PageTitle>
      <MultipleDocumentsForm onOpen={open} />
      <Divider />
      <DocumentsList side="company" title="Документы компании" onOpen={open} />
      {drawer}
    </Stack>
  );
}
