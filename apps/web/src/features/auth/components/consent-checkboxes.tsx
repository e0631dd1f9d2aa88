import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { RegistrationInfo } from '@vyplaty/contracts';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { REGISTER_TEXTS } from '../../../lib/register-texts';
import { OfferDialog } from './offer-dialog';

type ConsentFields = { personal_data_consent?: unknown; offer_accepted?: unknown };

type ConsentCheckboxesProps<T extends FieldValues & ConsentFields, O> = {
  control: Control<T, unknown, O>;
  info: RegistrationInfo;
};

/**
 * Two separate ticks: consent to personal-data processing must be given on its own, apart from the
 * offer (152-ФЗ ст. 9), so neither is pre-ticked nor merged with the other.
 */
export function ConsentCheckboxes<T extends FieldValues & ConsentFields, O>({
  control,
  info,
}: ConsentCheckboxesProps<T, O>) {
  const [isOfferOpen, setIsOfferOpen] = useState(false);
  const { personal_data_consent: consentDoc, privacy_policy: policyDoc } = info.documents;
  return (
    <Stack spacing={1}>
      <FormCheckbox
        control={control}
        name={'personal_data_consent' as Path<T>}
        label={
          <>
            {REGISTER_TEXTS.consentBefore}
            <Link href={consentDoc.url} target="_blank" rel="noopener noreferrer">
              {REGISTER_TEXTS.consentLink}
            </Link>
            {REGISTER_TEXTS.consentMiddle}
            <Link href={policyDoc.url} target="_blank" rel="noopener noreferrer">
              {REGISTER_TEXTS.policyLink}
            </Link>
          </>
        }
      />
      <FormCheckbox
        control={control}
        name={'offer_accepted' as Path<T>}
        label={
          <>
            {REGISTER_TEXTS.offerBefore}
            <Link
              component="button"
              type="button"
              onClick={() => setIsOfferOpen(true)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {REGISTER_TEXTS.offerLink}
            </Link>
          </>
        }
      />
      {isOfferOpen && <OfferDialog open offer={info.offer} onClose={() => setIsOfferOpen(false)} />}
    </Stack>
  );
}
