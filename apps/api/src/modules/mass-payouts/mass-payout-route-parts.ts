/** What every mass payout route shares: the two kinds' paths and tags, the registry id, the error answers. */
import { apiPaths, errorBodySchema } from '@vyplaty/contracts';
import { z } from 'zod';

export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const changeErrors = { ...errors, 409: errorBodySchema };
export const params = z.object({ id: z.string().describe('id реестра') });

export const KINDS = {
  NPD: { paths: apiPaths.massPayouts, tags: ['Реестры выплат самозанятым'] },
  INDIVIDUAL: { paths: apiPaths.individualMassPayouts, tags: ['Реестры выплат физлицам'] },
} as const;
