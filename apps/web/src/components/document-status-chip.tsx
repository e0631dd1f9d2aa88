import Chip from '@mui/material/Chip';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@vyplaty/contracts';

const STATUS_COLORS: Record<DocumentStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  DRAFT: 'default',
  AWAIT_SIGN: 'info',
  AWAIT_SIGN_USER: 'warning',
  AWAIT_SIGN_EMPLOYEE: 'info',
  AWAIT_GENERATE_ATTACHMENTS: 'default',
  SIGNED: 'success',
  REJECTED: 'error',
  ERROR: 'error',
  TERMINATE: 'default',
};

/** A document's status as a chip, the same for the company's documents and the contractor's envelopes. */
export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={DOCUMENT_STATUS_LABELS[status]} />;
}
