import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS, type EmployeePersonalData, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { formatPhone } from '../../../lib/format';
import { ruFromIso } from './personal-form-schema';

const NOT_SET = 'Не указано';
export const NPD_STATUS_TEXT = 'Самозанятый (НПД)';

type Row = { label: string; value: (e: EmployeePersonalData) => string | null };
type Group = { title: string; rows: Row[] };

/** The contractor's data in four groups, so a phone screen is read by topic rather than as one long column. */
const GROUPS: Group[] = [
  {
    title: 'Кто вы',
    rows: [
      { label: 'Фамилия', value: (e) => e.last_name },
      { label: 'Имя', value: (e) => e.first_name },
      { label: 'Отчество', value: (e) => e.patronymic },
      { label: 'Дата рождения', value: (e) => ruFromIso(e.birth_date) || null },
    ],
  },
  {
    title: 'Статус и налоги',
    rows: [
      // What the contractor is, as the tax service tab says it: a registered НПД is never «Физическое лицо».
      {
        label: 'Статус',
        value: (e) =>
          e.tax_regime_in_effect === 'NPD' ? NPD_STATUS_TEXT : e.kind ? EMPLOYEE_KIND_LABELS[e.kind] : null,
      },
      {
        label: 'Налоговый режим',
        value: (e) => {
          const regime = e.tax_regime_in_effect ?? e.tax_regime;
          return regime ? TAX_REGIME_LABELS[regime] : null;
        },
      },
      { label: 'ИНН', value: (e) => e.inn },
    ],
  },
  {
    title: 'Документы',
    rows: [
      { label: 'Гражданство', value: (e) => e.citizenship_name },
      { label: 'Адрес регистрации', value: (e) => e.registration_address },
      { label: 'СНИЛС', value: (e) => e.snils },
    ],
  },
  {
    title: 'Контакты',
    rows: [
      { label: 'Телефон', value: (e) => formatPhone(e.phone_number) },
      {
        label: 'E-mail',
        value: (e) => (e.email ? `${e.email}${e.email_verified ? '' : ' (не подтверждён)'}` : null),
      },
    ],
  },
];

/**
 * Label small and secondary, value in the primary colour and weight: on a phone each pair stacks with
 * the label above its value, on a wider screen the labels form a column of their own.
 */
export function PersonalDataList({ data }: { data: EmployeePersonalData }) {
  return (
    <Stack spacing={3}>
      {GROUPS.map((group) => (
        <Box component="section" key={group.title} aria-label={group.title}>
          <Typography variant="overline" component="h3" sx={{ display: 'block', mb: 1, color: 'text.secondary' }}>
            {group.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
              alignItems: 'baseline',
              columnGap: 2,
              rowGap: { xs: 0, sm: 1.5 },
              m: 0,
            }}
          >
            {group.rows.map((row) => {
              const value = row.value(data);
              return (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Typography
                    component="dt"
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      fontSize: { xs: '0.8125rem', sm: '0.875rem' },
                      pt: { xs: 1, sm: 0 },
                    }}
                  >
                    {row.label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={[
                      {
                        m: 0,
                        pb: { xs: 1, sm: 0 },
                        overflowWrap: 'anywhere',
                        color: value ? 'text.primary' : 'text.disabled',
                        fontWeight: value ? 500 : 400,
                      },
                      // The colour goes into the shorthand: `borderBottom: 1` would draw it in the text's colour.
                      (theme) => ({ borderBottom: { xs: `1px solid ${theme.palette.divider}`, sm: 'none' } }),
                    ]}
                  >
                    {value || NOT_SET}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
