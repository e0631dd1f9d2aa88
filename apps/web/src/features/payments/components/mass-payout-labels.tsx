import Chip from '@mui/material/Chip';
import type {
  ImportFileStatus,
  MassPayout,
  MassPayoutErrorMode,
  MassPayoutRow,
  MassPayoutRowState,
  PayoutKind,
} from '@vyplaty/contracts';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';
export type MassPayoutStatus = MassPayout['status'];

/** SPEC §4 Mass payout statuses in the company's words. */
export const MASS_PAYOUT_STATUS_LABELS: Readonly<Record<MassPayoutStatus, string>> = {
  DRAFT: 'Черновик',
  PROCESSING: 'Оплачивается',
  COMPLETED: 'Оплачен',
  ERROR: 'Ошибка оплаты',
};

/** SPEC §4 Import file statuses: how far the registry's file is read and checked. */
export const IMPORT_FILE_STATUS_LABELS: Readonly<Record<ImportFileStatus, string>> = {
  NEW: 'В очереди на проверку',
  IN_PROGRESS: 'Проверяется',
  ACTIVATED: 'Проверен',
  ERROR: 'Файл не загружен',
};

export const MASS_PAYOUT_ERROR_MODE_LABELS: Readonly<Record<MassPayoutErrorMode, string>> = {
  IGNORE_ERRORS: 'Оплатить только верные строки',
  FAIL_ERRORS: 'Не оплачивать, если есть ошибки',
};

export const MASS_PAYOUT_KIND_TITLES: Readonly<Record<PayoutKind, string>> = {
  NPD: 'Массовые выплаты самозанятым',
  INDIVIDUAL: 'Массовые выплаты физическим лицам',
};

export const registryTitle = (registry: Pick<MassPayout, 'number'>) => `Реестр № ${registry.number}`;

/** The chip of a registry: its import while the file is read or failed, its payment status after. */
export function MassPayoutStatusChip({ registry }: { registry: MassPayout }) {
  const { status } = registry.import;
  if (status !== 'ACTIVATED') {
    const color: ChipColor = status === 'ERROR' ? 'error' : 'info';
    return <Chip size="small" color={color} variant="outlined" label={IMPORT_FILE_STATUS_LABELS[status]} />;
  }
  const colors: Record<MassPayoutStatus, ChipColor> = {
    DRAFT: 'default',
    PROCESSING: 'info',
    COMPLETED: 'success',
    ERROR: 'error',
  };
  return <Chip size="small" color={colors[registry.status]} label={MASS_PAYOUT_STATUS_LABELS[registry.status]} />;
}

export const ROW_STATE_LABELS: Readonly<Record<MassPayoutRowState, string>> = {
  VALID: 'Верная',
  INVALID: 'С ошибкой',
  DUPLICATE: 'Похожа на повтор',
  REMOVED: 'Удалена',
  PAYOUT_CREATED: 'Выплата создана',
  FAILED: 'Не оплачена',
};

export function RowStateChip({ row }: { row: MassPayoutRow }) {
  const colors: Record<MassPayoutRowState, ChipColor> = {
    VALID: 'success',
    INVALID: 'error',
    DUPLICATE: 'warning',
    REMOVED: 'default',
    PAYOUT_CREATED: 'info',
    FAILED: 'error',
  };
  const label =
    row.state === 'DUPLICATE' && row.duplicate_confirmed ? 'Повтор подтверждён' : ROW_STATE_LABELS[row.state];
  return <Chip size="small" variant="outlined" color={colors[row.state]} label={label} />;
}
