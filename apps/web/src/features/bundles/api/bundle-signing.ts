/**
 * The bundle's signing and files calls (contracts `bundle-signing.ts`, `bundle-files.ts`): the summary (GET
 * sign_kep), what to sign (GET attachments/hash, by pages), КЭП signatures (POST sign_kep, one document a call here,
 * so progress and «продолжать при ошибке» are per document), one ПЭП code for all, Госключ for all; the archive and
 * terminate. An answer of another shape is refused in Russian.
 */
import {
  apiPaths,
  BUNDLE_ARCHIVE_PART_SIZE,
  type BundleKepToSignItem,
  type BundleSignSummary,
  bundleKepToSignResponseSchema,
  bundleSignResponseSchema,
  bundleSignSummarySchema,
  pathWithId,
  type SentCodeResponse,
  sentCodeResponseSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { getBundleFile } from './bundle-calls';

const p = apiPaths.bundles;
const UNEXPECTED = 'Сервер ответил не так, как ожидалось';

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(UNEXPECTED);
  return parsed.data;
}

export type { BundleSignSummary };

/** GET bundle/{id}/sign_kep: what one signing would cover — documents, contractors, the sum of a money field. */
export async function getBundleSignSummary(id: string): Promise<BundleSignSummary> {
  const { data } = await http.get(pathWithId(p.signKep, id));
  return parse(bundleSignSummarySchema, data);
}

export type BundleToSign = BundleKepToSignItem;
const TO_SIGN_PAGE = 100;

/** GET bundle/{id}/attachments/hash, page by page: each document waiting for the company, its bytes or hash. */
export async function getBundleKepToSign(id: string): Promise<BundleToSign[]> {
  const items: BundleToSign[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await http.get(pathWithId(p.attachmentsHash, id), {
      params: { page, page_size: TO_SIGN_PAGE },
      timeout: 120_000,
    });
    const answer = parse(bundleKepToSignResponseSchema, data);
    items.push(...answer.items);
    if (answer.items.length < TO_SIGN_PAGE || items.length >= answer.totalCount) return items;
  }
}

/** A document the bulk signing could not sign, with the server's reason. */
export type SignFailure = { document_id: string; title?: string | undefined; reason: string };
export type BundleSignResult = { signed: number; failed: SignFailure[] };

const resultOf = (data: unknown): BundleSignResult => {
  const answer = parse(bundleSignResponseSchema, data);
  return {
    signed: answer.signed,
    failed: answer.items
      .filter((item) => !item.ok)
      .map((item) => ({
        document_id: item.document_id,
        title: item.number === null ? undefined : `Документ № ${item.number}`,
        reason: item.reason ?? 'Не подписан',
      })),
  };
};

/** POST bundle/{id}/sign_kep with one document's detached CAdES-BES; its refusal's reason, or null when signed. */
export async function postBundleKep(id: string, documentId: string, signature: string): Promise<string | null> {
  const { data } = await http.post(pathWithId(p.signKep, id), { signatures: [{ document_id: documentId, signature }] });
  return resultOf(data).failed[0]?.reason ?? null;
}

/** POST bundle/{id}/sign_self_nep/send_code: one code for every document of the bundle waiting for the company. */
export async function sendBundleSignCode(id: string): Promise<SentCodeResponse> {
  const { data } = await http.post(pathWithId(p.signSelfNepSendCode, id), {});
  return sentCodeResponseSchema.parse(data);
}

/** POST bundle/{id}/sign_self_nep: the code; each document signed, or left with its reason while the rest go on. */
export async function signBundleSelfNep(id: string, code: string): Promise<BundleSignResult> {
  const { data } = await http.post(pathWithId(p.signSelfNep, id), { code }, { timeout: 120_000 });
  return resultOf(data);
}

/** POST bundle/{id}/sign_goskey: each document waiting for the company to the Госключ of the company's head. */
export async function signBundleGoskey(id: string): Promise<BundleSignResult> {
  const { data } = await http.post(pathWithId(p.signGoskey, id), { kind: 'UKEP_GOSKEY' }, { timeout: 120_000 });
  return resultOf(data);
}

/** Documents in one archive: a larger bundle is downloaded in parts (`?part=N`). */
export const BUNDLE_ARCHIVE_PART = BUNDLE_ARCHIVE_PART_SIZE;

/** «Скачать архив»: the ZIP of PDFs with signatures and evidence, plus the bundle's register. */
export const getBundleArchive = (id: string, part?: number) =>
  getBundleFile(p.download, id, 'Пакет документов.zip', part ? { part } : undefined);
