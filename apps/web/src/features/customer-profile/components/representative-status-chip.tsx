import Chip from '@mui/material/Chip';
import { type RepresentativeStatus, representativeStatusLabels } from '@vyplaty/contracts';

const colors = {
  NEW: 'default',
  ACTIVE: 'success',
  EXPIRED: 'warning',
  REVOKED: 'error',
} as const satisfies Record<RepresentativeStatus, string>;

/** The person's status derived from their trust documents (labels from the contract). */
export function RepresentativeStatusChip({ status }: { status: RepresentativeStatus }) {
  return <Chip size="small" variant="outlined" color={colors[status]} label={representativeStatusLabels[status]} />;
}
