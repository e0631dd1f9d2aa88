import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeCompany } from '@vyplaty/contracts';
import {
  formerEmploymentStatementText,
  isSameStatement,
} from '../../../components/former-employment/former-employment-text';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ru-RU') + text.slice(1);

/**
 * Under a company: the contractor's answer whether they were its employee (N5, 422-ФЗ ст. 6), or a
 * warning that without it the company cannot pay them as self-employed; and what the company said,
 * when it says otherwise.
 */
export function CompanyFormerEmployment({ company, onAnswer }: { company: EmployeeCompany; onAnswer: () => void }) {
  const { employee, customer } = company.former_employment;
  const isActive = company.status === 'ACTIVE';
  const companyDiffers = customer && (!employee || !isSameStatement(employee, customer));
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {employee ? (
        <Typography variant="body2">
          Ваш ответ: {lowerFirst(formerEmploymentStatementText(employee, 'employee'))}
        </Typography>
      ) : (
        // The НПД rule (N5): a company paying under ГПХ needs no answer to pay.
        isActive &&
        company.tax_regime === 'NPD' && (
          <Alert severity="warning" sx={{ py: 0 }}>
            Ответьте, были ли вы сотрудником компании — без ответа компания не сможет платить вам как самозанятому
          </Alert>
        )
      )}
      {companyDiffers && (
        <Typography variant="body2" color="text.secondary">
          Компания указала: {lowerFirst(formerEmploymentStatementText(customer, 'customer'))}
        </Typography>
      )}
      {isActive && (
        <Button size="small" variant={employee ? 'text' : 'outlined'} onClick={onAnswer}>
          {employee ? 'Изменить' : 'Ответить'}
        </Button>
      )}
    </Stack>
  );
}
