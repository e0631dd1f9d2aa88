import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  DOCUMENT_TYPE_TITLES,
  type DocumentSubkind,
  type DocumentTypeName,
  documentTypeNameSchema,
} from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { ExpandMoreIcon } from '../icons';
import { PageLoader } from '../page-loader';
import { RetryPanel } from '../retry-panel';
import { useDocumentTypes } from './get-document-types';

export type DocumentTypeSelection = { type: DocumentTypeName; kind: DocumentSubkind };

type DocumentTypeTreeProps = {
  onSelect: (selection: DocumentTypeSelection) => void;
  /** The kind shown as chosen; its branch starts unfolded. */
  selectedKindId?: string;
};

/** SPEC §2 document-type tree: 'Акт' and 'Договор', each unfolding to its kinds from the API. */
export function DocumentTypeTree({ onSelect, selectedKindId }: DocumentTypeTreeProps) {
  const documentTypes = useDocumentTypes();

  if (documentTypes.isPending) return <PageLoader label="Загрузка типов документов" minHeight={120} />;
  if (documentTypes.isError) {
    return (
      <RetryPanel
        error={documentTypes.error}
        onRetry={() => documentTypes.refetch()}
        isRetrying={documentTypes.isFetching}
      />
    );
  }

  return (
    <List aria-label="Типы документов" disablePadding>
      {/* Both types are always listed, in the contract's order, even when the API sends no kinds for one. */}
      {documentTypeNameSchema.options.map((type) => (
        <DocumentTypeBranch
          key={type}
          type={type}
          kinds={documentTypes.data.find((item) => item.name === type)?.kinds ?? []}
          selectedKindId={selectedKindId}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
}

type DocumentTypeBranchProps = DocumentTypeTreeProps & { type: DocumentTypeName; kinds: DocumentSubkind[] };

function DocumentTypeBranch({ type, kinds, selectedKindId, onSelect }: DocumentTypeBranchProps) {
  const [isExpanded, setIsExpanded] = useState(() => kinds.some((kind) => kind.id === selectedKindId));
  const kindsId = useId();
  const title = DOCUMENT_TYPE_TITLES[type];

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton aria-expanded={isExpanded} aria-controls={kindsId} onClick={() => setIsExpanded((was) => !was)}>
        <ListItemText primary={title} />
        <ExpandMoreIcon sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
      </ListItemButton>
      <Collapse in={isExpanded}>
        <List id={kindsId} aria-label={title} disablePadding>
          {kinds.length === 0 && (
            <ListItem sx={{ pl: 4 }}>
              <ListItemText secondary="Видов документов нет" />
            </ListItem>
          )}
          {kinds.map((kind) => {
            const isSelected = kind.id === selectedKindId;
            return (
              <ListItem key={kind.id} disablePadding>
                <ListItemButton
                  sx={{ pl: 4 }}
                  selected={isSelected}
                  aria-current={isSelected || undefined}
                  onClick={() => onSelect({ type, kind })}
                >
                  <ListItemText primary={kind.name} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Collapse>
    </ListItem>
  );
}
