import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@vyplaty/contracts';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useDirectBankSession } from '../api/direct-bank';
import { useBankAccounts } from '../api/get-bank-accounts';
import { usePaymentMethods } from '../api/payment-methods';

/** One way to pay: available or not, what it is, and the steps left (a link where the step is taken elsewhere). */
function MethodCard({ method }: { method: PaymentMethod }) {
  const titleId = useId();
  const here = useLocation().pathname;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, flex: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h4">
          {method.title}
        </Typography>
        <Chip
          size="small"
          label={method.available ? 'Доступен' : 'Недоступен'}
          color={method.available ? 'success' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: method.steps.length ? 1.5 : 0 }}>
        {method.description}
      </Typography>
      {method.steps.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Что осталось сделать:
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
            {method.steps.map((step) => (
              <Typography key={step.code} component="li" variant="body2">
                {step.path && step.path !== here ? (
                  <Link component={RouterLink} to={step.path}>
                    {step.text}
                  </Link>
                ) : (
                  step.text
                )}
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}

/**
 * «Способы оплаты» (user/payment_methods): the nominal account and the company's own account through
 * 1C:DirectBank, each with whether it is available and what is left. Asked again when the page's accounts or
 * bank session change, since both are steps of it.
 */
export function PaymentMethodsBlock() {
  const titleId = useId();
  const methods = usePaymentMethods();
  const accounts = useBankAccounts().data?.items.length;
  const session = useDirectBankSession().data?.status;
  const { refetch } = methods;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const now = `${accounts}|${session}`;
    if (seen.current !== null && seen.current !== now) void refetch();
    seen.current = now;
  }, [accounts, session, refetch]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
        Способы оплаты
      </Typography>
      {methods.isError && <QueryRetryPanel query={methods} failureText="Не удалось узнать способы оплаты" />}
      {methods.data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {methods.data.items.map((method) => (
            <MethodCard key={method.kind} method={method} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
