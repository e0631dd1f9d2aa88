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
      {/* Beside the requisites on a wide screen (the card stays short), under them otherwise. */}
      <Stack
        direction={{ xs: 'column', sm: 'row', lg: 'column' }}
        spacing={1.5}
        sx={{ mt: { xs: 2, lg: 0 }, alignItems: { sm: 'center', lg: 'stretch' }, flexShrink: 0 }}
      >
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
