import { customerRegistrationRequestSchema, employeeRegistrationRequestSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { REGISTER_TEXTS } from '../../../lib/register-texts';

/** The form ticks the offer; the request carries the offer's id, which comes from registration/info. */
const offerAccepted = z.literal(true, { error: REGISTER_TEXTS.offerRequired });

export const customerRegistrationFormSchema = customerRegistrationRequestSchema
  .omit({ offer_id: true })
  .extend({ offer_accepted: offerAccepted });

export const employeeRegistrationFormSchema = employeeRegistrationRequestSchema
  .omit({ offer_id: true, phone: true })
  .extend({ offer_accepted: offerAccepted });
