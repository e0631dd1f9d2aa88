import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CompanyDeactivationDialog } from './company-deactivation-dialog';

/** Profile → security of a customer: the company stops using the platform (SPEC §7 `user/deactivate/`). */
export function CompanyDeactivation() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Stack component="section" aria-labelledby="company-deactivation-heading" spacing={1} sx={{ mt: 5 }}>
      <Typography id="company-deactivation-heading" variant="h3" component="h3">
        Прекратить работу с платформой
      </Typography>
      <Typography color="text.secondary">
        Все учётные записи компании будут заблокированы, а все сеансы завершены. Восстановить доступ можно только через
        службу поддержки.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setIsOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Прекратить работу с платформой
      </Button>
      {isOpen && <CompanyDeactivationDialog onClose={() => setIsOpen(false)} />}
    </Stack>
  );
}
