import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CompanyProfile } from '@vyplaty/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useActualizeCompany } from '../api/company-actualization';
import { CompanyFormDialog } from './company-form-dialog';
import { registerOf } from './company-register';

/** «Изменить» opens the contacts-and-signer form; «Обновить из ЕГРЮЛ» reads the register data again. */
export function CompanyActions({ company }: { company: CompanyProfile }) {
  const [isEditing, setIsEditing] = useState(false);
  const actualize = useActualizeCompany();
  const register = registerOf(company);

  const handleActualize = () =>
    actualize.mutate(undefined, {
      onSuccess: () => notify.success(`Данные компании обновлены из ${register}`),
      // An unknown ИНН or the register lookup being down: the server's own words.
      onError: (err) => notify.error(errorMessage(err, `Не удалось обновить данные из ${register}, попробуйте позже`)),
    });

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={() => setIsEditing(true)}>
          Изменить
        </Button>
        <Button variant="outlined" onClick={handleActualize} loading={actualize.isPending}>
          Обновить из {register}
        </Button>
      </Stack>
      {isEditing && <CompanyFormDialog company={company} onClose={() => setIsEditing(false)} />}
    </>
  );
}
