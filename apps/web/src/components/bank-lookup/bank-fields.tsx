import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useController,
} from 'react-hook-form';
import { MaskAdapter } from '../form/form-masked-field';
import { inputMasks } from '../form/input-masks';
import { CloseIcon } from '../icons';
import { bankLookupQueryOptions } from './lookup-bank';

export type BankFieldNames<T extends FieldValues> = { bik: Path<T>; bankName: Path<T>; corrAccount: Path<T> };

type BankFieldsProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  setValue: UseFormSetValue<T>;
  /** The form's names of the three fields, e.g. { bik: 'bik', bankName: 'bank_name', corrAccount: 'corr_account' }. */
  names: BankFieldNames<T>;
  disabled?: boolean;
};

type LookupStatus = 'loading' | 'found' | 'reorganizing' | 'not-found' | 'closed' | 'unavailable';

export const BANK_NOT_FOUND = 'Банк не найден';
export const BANK_CLOSED = 'Банк ликвидирован или ликвидируется — укажите счёт в другом банке';
export const BANK_REORGANIZING = 'Банк реорганизуется — проверьте реквизиты в банке';
export const LOOKUP_UNAVAILABLE_HINT = 'Справочник банков недоступен: введите название банка и корр. счёт вручную';

/**
 * БИК, bank name and correspondent account for react-hook-form. A complete БИК (9 digits) is looked
 * up in the bank directory (`dadata/bank`) and fills the name and the corr. account, which are
 * read-only then. When nothing matches it says 'Банк не найден', a bank being wound up or gone is not
 * taken (docs/api.md: forms warn before taking a bank that is not ACTIVE); when the lookup service does not
 * answer (503 LOOKUP_UNAVAILABLE, network) the person types the name and corr. account by hand —
 * the server still checks the corr. account and the account key against the БИК.
 */
export function BankFields<T extends FieldValues, O>({ control, setValue, names, disabled }: BankFieldsProps<T, O>) {
  const queryClient = useQueryClient();
  const bik = useController({ control, name: names.bik });
  const bankName = useController({ control, name: names.bankName });
  const corrAccount = useController({ control, name: names.corrAccount });
  const [status, setStatus] = useState<LookupStatus | null>(null);
  // The БИК a lookup answer belongs to: an answer for a БИК typed over since is dropped.
  const latestBik = useRef('');
  const isManual = status === 'unavailable';

  const fill = (name: string, corr: string, validate: boolean) => {
    const options = { shouldDirty: true, shouldValidate: validate };
    setValue(names.bankName, name as PathValue<T, Path<T>>, options);
    setValue(names.corrAccount, corr as PathValue<T, Path<T>>, options);
  };

  const lookUp = async (value: string) => {
    setStatus('loading');
    let next: LookupStatus;
    let bank = null;
    try {
      bank = await queryClient.fetchQuery(bankLookupQueryOptions(value));
      next = !bank ? 'not-found' : bank.isClosed ? 'closed' : bank.isReorganizing ? 'reorganizing' : 'found';
    } catch {
      // 503 LOOKUP_UNAVAILABLE, a timeout or no network alike: the form must not be blocked by it.
      next = 'unavailable';
    }
    if (latestBik.current !== value) return;
    setStatus(next);
    if ((next === 'found' || next === 'reorganizing') && bank) fill(bank.name, bank.corrAccount ?? '', true);
  };

  const handleBikChange = (raw: string) => {
    bik.field.onChange(raw as PathValue<T, Path<T>>);
    const value = raw.trim();
    latestBik.current = value;
    // What was filled for the previous БИК no longer belongs to this one; typed-in values stay.
    if (!isManual) fill('', '', false);
    if (/^\d{9}$/.test(value)) void lookUp(value);
    else if (!isManual) setStatus(null);
  };

  const bikHint =
    status === 'loading'
      ? 'Ищем банк…'
      : status === 'not-found'
        ? BANK_NOT_FOUND
        : status === 'closed'
          ? BANK_CLOSED
          : status === 'reorganizing'
            ? BANK_REORGANIZING
            : status === 'unavailable'
              ? LOOKUP_UNAVAILABLE_HINT
              : undefined;
  const isBikHintError = status === 'not-found' || status === 'closed';
  const bikValue = (bik.field.value ?? '') as string;
  const readOnlyHint = isManual ? undefined : 'Заполняется по БИК';

  return (
    <Stack spacing={2}>
      <TextField
        name={bik.field.name}
        inputRef={bik.field.ref}
        label="БИК"
        value={bikValue}
        onChange={(e) => handleBikChange(e.target.value)}
        onBlur={bik.field.onBlur}
        disabled={disabled}
        error={Boolean(bik.fieldState.error) || isBikHintError}
        helperText={bik.fieldState.error?.message ?? bikHint}
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'numeric', mask: inputMasks.bik },
          input: {
            inputComponent: MaskAdapter as never,
            endAdornment:
              status === 'loading' ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} aria-label="Ищем банк" />
                </InputAdornment>
              ) : bikValue && !disabled ? (
                <InputAdornment position="end">
                  <IconButton
                    aria-label="Очистить БИК"
                    tabIndex={-1}
                    size="small"
                    edge="end"
                    onClick={() => handleBikChange('')}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : null,
          },
        }}
      />
      <TextField
        name={bankName.field.name}
        inputRef={bankName.field.ref}
        label="Банк"
        value={(bankName.field.value ?? '') as string}
        onChange={bankName.field.onChange}
        onBlur={bankName.field.onBlur}
        disabled={disabled}
        error={Boolean(bankName.fieldState.error)}
        helperText={bankName.fieldState.error?.message ?? readOnlyHint}
        slotProps={{ htmlInput: { readOnly: !isManual } }}
      />
      <TextField
        name={corrAccount.field.name}
        inputRef={corrAccount.field.ref}
        label="Корр. счёт"
        value={(corrAccount.field.value ?? '') as string}
        onChange={corrAccount.field.onChange}
        onBlur={corrAccount.field.onBlur}
        disabled={disabled}
        error={Boolean(corrAccount.fieldState.error)}
        helperText={corrAccount.fieldState.error?.message ?? readOnlyHint}
        slotProps={{
          input: { inputComponent: MaskAdapter as never },
          htmlInput: { readOnly: !isManual, inputMode: 'numeric', mask: inputMasks.account },
        }}
      />
    </Stack>
  );
}
