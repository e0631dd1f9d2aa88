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

/**
 * The company's requisites as label / value pairs, with when the register data was last read. The pairs
 * flow into as many columns as the width allows, so the card stays a few lines tall on a wide screen and
 * the profile page's own content starts on the first screen.
 */
export function CompanyDetails({ company }: { company: CompanyProfile }) {
  const register = registerOf(company);
  return (
    <>
      <Box
        component="dl"
        aria-label="Реквизиты компании"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: 3,
          rowGap: 1.5,
          m: 0,
        }}
      >
        {rowsOf(company).map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {company.actualized_at
          ? `Данные из ${register} обновлены ${formatDate(company.actualized_at)}`
          : `Данные из ${register} ещё не обновлялись`}
      </Typography>
    </>
  );
}
