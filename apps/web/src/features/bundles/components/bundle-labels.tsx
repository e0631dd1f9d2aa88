import Chip from '@mui/material/Chip';
import {
  BUNDLE_DOCUMENT_GROUP_LABELS,
  BUNDLE_ROW_STATE_LABELS,
  BUNDLE_STATUS_LABELS,
  type Bundle,
  type BundleDocumentGroup,
  type BundleRowState,
  type BundleStatus,
} from '@vyplaty/contracts';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

export const bundleTitle = (bundle: Pick<Bundle, 'number'>) => `Пакет № ${bundle.number}`;

const STATUS_COLORS: Record<BundleStatus, ChipColor> = {
  NEW: 'default',
  AWAIT_GENERATE_DOCUMENTS: 'info',
  PROCESSING: 'info',
  COMPLETED_SUCCESS: 'success',
  COMPLETED_ERRORS: 'warning',
};

/** SPEC §4 bundle import statuses, in the contracts' words. */
export function BundleStatusChip({ status }: { status: BundleStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={BUNDLE_STATUS_LABELS[status]} />;
}

const ROW_COLORS: Record<BundleRowState, ChipColor> = {
  VALID: 'success',
  INVALID: 'error',
  REMOVED: 'default',
  GENERATED: 'success',
  FAILED: 'error',
};

export function BundleRowStateChip({ state }: { state: BundleRowState }) {
  return <Chip size="small" variant="outlined" color={ROW_COLORS[state]} label={BUNDLE_ROW_STATE_LABELS[state]} />;
}

const GROUP_COLORS: Record<BundleDocumentGroup, ChipColor> = {
  DRAFT: 'default',
  AWAIT_COMPANY: 'warning',
  AWAIT_CONTRACTOR: 'info',
  SIGNED: 'success',
  REJECTED: 'error',
  ERROR: 'error',
  TERMINATED: 'default',
};

export function BundleGroupChip({ group }: { group: BundleDocumentGroup }) {
  return <Chip size="small" color={GROUP_COLORS[group]} label={BUNDLE_DOCUMENT_GROUP_LABELS[group]} />;
}

/** «Подписано 3 из 10»: documents both sides signed of the bundle's documents. */
export const signedOfTotal = (bundle: Bundle) => `${bundle.documents.SIGNED} из ${bundle.documents.total}`;
