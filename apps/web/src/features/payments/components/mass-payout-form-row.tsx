import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { DeleteIcon } from '../../../components/icons';
import {
  type MassPayoutFormMethod,
  type MassPayoutFormOutput,
  type MassPayoutFormValues,
  METHOD_OPTIONS,
} from './mass-payout-form-schema';

type FormControl = Control<MassPayoutFormValues, unknown, MassPayoutFormOutput>;

type Props = {
  control: FormControl;
  index: number;
  /** Absent for the only row: a registry has at least one. */
  onRemove?: () => void;
};

/** The fields in columns that fit the width: one on a phone, up to four on a wide screen. */
function Fields({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One row of the hand-entered registry: the person, the amount and the payout method with its requisites
 * (card; account and БИК; phone for СБП), then the documents' fields. Required fields carry an asterisk.
 */
export function MassPayoutFormRow({ control, index, onRemove }: Props) {
  const name = <F extends string>(field: F) => `rows.${index}.${field}` as const;
  const method = useWatch({ control, name: `rows.${index}.method` }) as MassPayoutFormMethod;
  const title = `Строка ${index + 1}`;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onRemove && (
          <IconButton aria-label={`Удалить строку ${index + 1}`} onClick={onRemove} edge="end">
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      <Fields>
        <FormTextField control={control} name={name('last_name')} label="Фамилия" required autoComplete="off" />
        <FormTextField control={control} name={name('first_name')} label="Имя" required autoComplete="off" />
        <FormTextField control={control} name={name('middle_name')} label="Отчество" autoComplete="off" />
        <FormMaskedField control={control} name={name('inn')} label="ИНН" mask={inputMasks.inn} required />
        <FormMaskedField control={control} name={name('amount')} label="Сумма, ₽" mask={inputMasks.money} required />
        <FormSelectField
          control={control}
          name={name('method')}
          label="Способ выплаты"
          options={METHOD_OPTIONS}
          required
        />
        {method === 'CARD' && (
          <FormMaskedField
            control={control}
            name={name('card_number')}
            label="Номер карты"
            mask={inputMasks.card}
            required
          />
        )}
        {method === 'ACCOUNT' && (
          <>
            <FormMaskedField
              control={control}
              name={name('account_number')}
              label="Номер счёта"
              mask={inputMasks.account}
              required
            />
            <FormMaskedField control={control} name={name('bik')} label="БИК" mask={inputMasks.bik} required />
          </>
        )}
        <FormMaskedField
          control={control}
          name={name('phone')}
          label="Телефон"
          mask={inputMasks.phone}
          required={method === 'SBP'}
          helperText={method === 'SBP' ? 'Выплата по номеру телефона через СБП' : undefined}
        />
      </Fields>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        Документы (необязательно)
      </Typography>
      <Fields>
        <FormTextField control={control} name={name('passport')} label="Паспорт: серия и номер" autoComplete="off" />
        <FormMaskedField control={control} name={name('snils')} label="СНИЛС" mask={inputMasks.snils} />
        <FormTextField control={control} name={name('contract_number')} label="Номер договора" autoComplete="off" />
        <FormTextField control={control} name={name('external_id')} label="Внешний идентификатор" autoComplete="off" />
        <FormMaskedField control={control} name={name('period_from')} label="Период с" mask={inputMasks.date} />
        <FormMaskedField control={control} name={name('period_to')} label="Период по" mask={inputMasks.date} />
        <FormMaskedField control={control} name={name('act_date')} label="Дата акта" mask={inputMasks.date} />
      </Fields>
    </Paper>
  );
}
