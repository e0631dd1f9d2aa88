import { type CompanyProfile, updateCompanyProfileRequestSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { formatPhone } from '../../../lib/format';

const field = updateCompanyProfileRequestSchema.shape;

/**
 * The edit form sends every field the company keeps itself, with the contract's rules for each. All but
 * the patronymic are required here: the API cannot clear them, and documents need the contacts and the
 * signer, so an empty field is an error on the field rather than a silently skipped change.
 */
export const companyFormSchema = z.object({
  phone_number: field.phone_number.unwrap(),
  postal_address: field.postal_address.unwrap(),
  signer_position: field.signer_position.unwrap(),
  last_name: field.last_name.unwrap(),
  first_name: field.first_name.unwrap(),
  patronymic: field.patronymic,
});
export type CompanyFormValues = z.input<typeof companyFormSchema>;

export const COMPANY_FORM_FIELDS = [
  'phone_number',
  'postal_address',
  'signer_position',
  'last_name',
  'first_name',
  'patronymic',
] as const;

export const companyFormValuesOf = (company: CompanyProfile): CompanyFormValues => ({
  phone_number: company.phone_number ? formatPhone(company.phone_number) : '',
  postal_address: company.postal_address ?? '',
  signer_position: company.signer_position ?? '',
  last_name: company.last_name ?? '',
  first_name: company.first_name ?? '',
  patronymic: company.patronymic ?? '',
});
