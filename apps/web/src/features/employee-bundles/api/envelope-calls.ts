/**
 * The contractor's envelopes (issue 27, docs/decisions/bundles.md «The contractor's envelope (web)»): every bundle
 * with documents sent to them (GET employee/bundles), one envelope with its documents (GET employee/bundle/{id}),
 * one ПЭП code for all of them (send_code, then the code). An answer of another shape is refused in Russian.
 */
import {
  apiPaths,
  type BundleSignResponse,
  bundleSignResponseSchema,
  type EmployeeEnvelope,
  type EmployeeEnvelopeDocument,
  type EmployeeEnvelopeSummary,
  employeeEnvelopeSchema,
  employeeEnvelopesResponseSchema,
  pathWithId,
  type SentCodeResponse,
  sentCodeResponseSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type EnvelopeSummary = EmployeeEnvelopeSummary;
export type Envelope = EmployeeEnvelope;
export type EnvelopeDocument = EmployeeEnvelopeDocument;
export type EnvelopeSignResult = BundleSignResponse;

const UNEXPECTED = 'Сервер ответил не так, как ожидалось';

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(UNEXPECTED);
  return parsed.data;
}

const p = apiPaths.bundles;
export const envelopeSendCodePath = (id: string) => pathWithId(p.employeeSignSelfNepSendCode, id);
export const envelopeSignPath = (id: string) => pathWithId(p.employeeSignSelfNep, id);

/** GET employee/bundles: every envelope of the contractor, each with what awaits them. */
export async function getEnvelopes(): Promise<EnvelopeSummary[]> {
  const { data } = await http.get(p.employeeEnvelopes);
  return parse(employeeEnvelopesResponseSchema, data).items;
}

/** GET employee/bundle/{id}: the envelope and its documents addressed to the contractor. */
export async function getEnvelope(id: string): Promise<Envelope> {
  const { data } = await http.get(pathWithId(p.employeeEnvelope, id));
  return parse(employeeEnvelopeSchema, data);
}

/** One code for every document of the envelope awaiting the contractor, to their ПЭП's phone or e-mail. */
export async function sendEnvelopeCode(id: string): Promise<SentCodeResponse> {
  const { data } = await http.post(envelopeSendCodePath(id), {});
  return sentCodeResponseSchema.parse(data);
}

/** The code: each document signed, or left with the server's reason while the others go on. */
export async function signEnvelope(id: string, code: string): Promise<EnvelopeSignResult> {
  const { data } = await http.post(envelopeSignPath(id), { code }, { timeout: 120_000 });
  return parse(bundleSignResponseSchema, data);
}
