/**
 * Platform agreements of the caller (SPEC §7 Agreement, profile → documents → agreements): the ПЭП
 * agreement, the electronic document-flow agreement (EDO) of a customer, and later the nominal
 * account agreement. Each is a generated PDF; once signed, the signed PDF carries a signature sheet.
 */
import { z } from 'zod';
import { kepSignatureSchema } from './certificates.js';
import { queryPageFields } from './pagination.js';
import { selfNepCodeSchema } from './self-nep.js';

export const agreementKindSchema = z.enum(['SELF_NEP', 'EDO', 'NOMINAL_ACCOUNT']);
export type AgreementKind = z.infer<typeof agreementKindSchema>;
export const agreementStatusSchema = z.enum(['AWAIT_SIGN', 'SIGNED']);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

export const agreementStatusLabels: Record<AgreementStatus, string> = {
  AWAIT_SIGN: 'Ожидает подписания',
  SIGNED: 'Подписано',
};

export const agreementSchema = z.object({
  id: z.uuid(),
  kind: agreementKindSchema,
  title: z.string(),
  /** Version of the platform's text it was generated from. */
  version: z.string(),
  status: agreementStatusSchema,
  /** The generated PDF (to read before signing). */
  file_id: z.uuid(),
  /** The signed PDF (agreement + signature sheet), once signed. */
  signed_file_id: z.uuid().nullable(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** POST agreement/list: the caller's agreements, newest first, one page. */
export const agreementListRequestSchema = z.object(queryPageFields);
export type AgreementListRequest = z.input<typeof agreementListRequestSchema>;
export const agreementListResponseSchema = z.object({
  items: z.array(agreementSchema),
  totalCount: z.number().int(),
});
export type AgreementListResponse = z.infer<typeof agreementListResponseSchema>;

/** GET agreement?id=, GET agreement/download?id= */
export const agreementIdQuerySchema = z.object({ id: z.string().describe('id соглашения') });
/** GET agreement/file_content?file_id= */
export const agreementFileQuerySchema = z.object({ file_id: z.string().describe('id файла соглашения') });

/** POST agreement/sign_self_nep/send_code: a code for signing this agreement with the caller's ПЭП. */
export const signAgreementSendCodeRequestSchema = z.object({
  agreement_id: z.uuid({ error: 'Неизвестное соглашение' }),
});
/** POST agreement/sign_self_nep: the code signs the agreement. */
export const signAgreementRequestSchema = z.object({
  agreement_id: z.uuid({ error: 'Неизвестное соглашение' }),
  code: selfNepCodeSchema,
});
export type SignAgreementRequest = z.infer<typeof signAgreementRequestSchema>;

/** POST agreement/sign_kep: a detached CAdES-BES over the agreement's PDF (GET agreement/sign_kep?id= gives the bytes). */
export const signAgreementKepRequestSchema = z.object({
  agreement_id: z.uuid({ error: 'Неизвестное соглашение' }),
  signature: kepSignatureSchema,
});
export type SignAgreementKepRequest = z.infer<typeof signAgreementKepRequestSchema>;
