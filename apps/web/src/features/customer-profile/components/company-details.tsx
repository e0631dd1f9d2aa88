import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyProfile } from '@vyplaty/contracts';
import { formatDate, formatPhone, joinPersonName } from '../../../lib/format';
import { isEntrepreneur, registerOf } from './company-register';

const NOT_SET = 'Не указано';

function rowsOf(company: CompanyProfile): [string, string][] {
  const signer = joinPersonName(company.last_name, company.first_name, company.patronymic);
  const rows: [string, string][] = [
    ['Наименование', company.organisation_name],
    ['ИНН', company.inn],
  ];
  // An entrepreneur has no КПП at all; a missing one of a legal entity is shown as not set.
  if (!isEntrepreneur(company)) rows.push(['КПП', company.kpp ?? NOT_SET]);
  rows.push(
    [isEntrepreneur(company) ? 'ОГРНИП' : 'ОГРН', company.ogrn ?? NOT_SET],
    ['Юридический адрес', company.legal_address ?? NOT_SET],
    ['Почтовый адрес', company.postal_address ?? NOT_SET],
    ['Подписант', [company.signer_position, signer].filter(Boolean).join(', ') || NOT_SET],
    ['Телефон', company.phone_number ? formatPhone(company.phone_number) : NOT_SET],
  );
  return rows;
}

/** The company's requisites as a list of label and value, with when the register data was last read. */
export function CompanyDetails({ company }: { company: CompanyProfile }) {
  const register = registerOf(company);
  return (
    <>
      <Box
        component="dl"
        aria-label="Реквизиты компании"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rowsOf(company).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {company.actualized_at
          ? `Данные из ${register} обновлены ${formatDate(company.actualized_at)}`
          : `Данные из ${register} ещё не обновлялись`}
      </Typography>
    </>
  );
}
