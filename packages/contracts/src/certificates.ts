/**
 * КЭП: the accredited CAs, their cached CRLs, a user's certificates (SPEC §7 Certificate; statuses
 * SPEC §4), and a document's sign_kep (the bytes to sign, the signature and its verification report).
 */
import { z } from 'zod';
import { certificateStatusSchema } from './enums.js';

export const certificateSchema = z.object({
  id: z.uuid(),
  /** The name the user gave it («Токен бухгалтерии»), null when none (PUT certificate/{id}). */
  name: z.string().nullable(),
  /** The company's responsible person whose certificate it is (certificate/representative), else null. */
  representative_id: z.uuid().nullable(),
  status: certificateStatusSchema,
  /** Why the status is what it is, in Russian (null when ACTIVE). */
  status_reason: z.string().nullable(),
  owner: z.string(),
  inn: z.string().nullable(),
  inn_company: z.string().nullable(),
  snils: z.string().nullable(),
  ogrn: z.string().nullable(),
  issuer: z.string(),
  serial_number: z.string(),
  /** SHA-1 of the DER, upper case, as CryptoPro shows it. */
  thumbprint: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  created_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListResponseSchema = z.object({ items: z.array(certificateSchema) });
export type CertificateListResponse = z.infer<typeof certificateListResponseSchema>;

/** A certificate's name as the user calls it («Токен бухгалтерии»); empty → none. */
const certificateNameSchema = z
  .string()
  .trim()
  .max(100, 'Название — не длиннее 100 символов')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A certificate to register: the DER in base64, or the PEM text; optionally its name. */
export const registerCertificateRequestSchema = z.object({
  certificate: z.string().trim().min(1, 'Приложите сертификат').max(64_000, 'Сертификат слишком большой'),
  name: certificateNameSchema.optional(),
});
export type RegisterCertificateRequest = z.infer<typeof registerCertificateRequestSchema>;

/**
 * PUT certificate/{id}: what the user may change about a registered certificate — its name. The
 * certificate itself is never replaced (signatures' evidence names it by thumbprint): a renewed one is
 * registered anew with POST. Every PUT also checks the status again at the server's now.
 */
export const updateCertificateRequestSchema = z.object({ name: certificateNameSchema.optional() });
export type UpdateCertificateRequest = z.infer<typeof updateCertificateRequestSchema>;

/** POST certificate/representative: a responsible person's certificate, registered by the company. */
export const registerRepresentativeCertificateRequestSchema = registerCertificateRequestSchema.extend({
  representative_id: z.string().trim().min(1, 'Выберите ответственное лицо'),
});
export type RegisterRepresentativeCertificateRequest = z.infer<typeof registerRepresentativeCertificateRequestSchema>;

/** Whether the person may sign one kind of thing for the company with this certificate, and why not. */
export const representativeSigningRightSchema = z.object({
  allowed: z.boolean(),
  /** In Russian: what is missing (the certificate's status, no valid МЧД, its signature, its powers). */
  reason: z.string().nullable(),
});
export type RepresentativeSigningRight = z.infer<typeof representativeSigningRightSchema>;

/**
 * certificate/representative: a responsible person's certificate with the state of their МЧД
 * (DOMAIN §6.6): in force, the head's signature on it verified, powers to sign acts and contracts
 * and/or payment orders.
 */
export const representativeCertificateSchema = certificateSchema.extend({
  representative: z.object({ id: z.uuid(), name: z.string(), job_title: z.string() }),
  /** The valid МЧД the person signs under (for acts and contracts, else for payment orders), or null. */
  mchd: z.object({ id: z.uuid(), number: z.string().nullable(), valid_until: z.string().nullable() }).nullable(),
  can_sign: z.object({ documents: representativeSigningRightSchema, payment_orders: representativeSigningRightSchema }),
});
export type RepresentativeCertificate = z.infer<typeof representativeCertificateSchema>;
export const representativeCertificateListResponseSchema = z.object({
  items: z.array(representativeCertificateSchema),
});
export type RepresentativeCertificateListResponse = z.infer<typeof representativeCertificateListResponseSchema>;

export const certificateAuthoritySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  serial_number: z.string(),
  thumbprint: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  accreditation: z.enum(['ACTIVE', 'TERMINATED']),
  crl_urls: z.array(z.string()),
  /** The GOST test CA: trusted only on a test or demo installation. */
  is_test: z.boolean(),
  /** The DER in base64. */
  certificate: z.string(),
});
export const certificateAuthorityListResponseSchema = z.object({ items: z.array(certificateAuthoritySchema) });
export type CertificateAuthorityListResponse = z.infer<typeof certificateAuthorityListResponseSchema>;

export const revocationListSchema = z.object({
  authority_id: z.uuid(),
  authority_name: z.string(),
  this_update: z.string(),
  next_update: z.string().nullable(),
  revoked_count: z.number().int(),
  /** Past next_update: the revocation status of the CA's certificates is unknown until a new one comes. */
  is_fresh: z.boolean(),
  /** The DER in base64. */
  crl: z.string(),
});
export const revocationListResponseSchema = z.object({ items: z.array(revocationListSchema) });
export type RevocationListResponse = z.infer<typeof revocationListResponseSchema>;

/** POST certificate/revocated: a CRL to cache (DER in base64 or PEM), checked against its CA's key. */
export const uploadRevocationListRequestSchema = z.object({
  crl: z.string().trim().min(1, 'Приложите список отзыва').max(20_000_000),
});

/**
 * Files larger than this are signed by their hash (SignHash, DOMAIN.md §6.2 step 4) and GET sign_kep
 * does not send their bytes: the plug-in passes everything through the browser extension's native
 * messaging as base64 in one JSON message (×4/3), which becomes slow and, on some installations,
 * fails for tens of megabytes; 5 MiB keeps every generated document, agreement and order on the
 * simple path and sends scans and uploaded PDFs (up to 20 MB) by their 32-byte hash.
 */
export const KEP_SIGN_HASH_OVER_BYTES = 5 * 1024 * 1024;

/**
 * GET …/sign_kep (a document, an agreement, the offer, a trust document, a payment order): what the
 * browser's plug-in signs. `document_id` is the id of the thing signed. The server verifies a detached
 * CAdES-BES over the stored file either way (messageDigest = Streebog-256 of its bytes).
 */
export const kepToSignResponseSchema = z.object({
  document_id: z.uuid(),
  file_name: z.string(),
  /**
   * CONTENT — sign `content` (SignCades); HASH — the file is larger than KEP_SIGN_HASH_OVER_BYTES: sign
   * `hash` (HashedData + SignHash), `content` is not sent.
   */
  sign_mode: z.enum(['CONTENT', 'HASH']),
  /** The main file's exact bytes in base64 (sign_mode CONTENT only): CAdES-BES detached over them. */
  content: z.string().optional(),
  /** The file's size in bytes. */
  size: z.number().int(),
  hash_algorithm: z.literal('CP_GOST_3411_2012_256'),
  /**
   * Streebog-256 of the bytes, hex in the order `openssl dgst -md_gost12_256` prints (the digest's
   * bytes as they stand in messageDigest): what HashedData.SetHashValue takes.
   */
  hash: z.string(),
  sha256: z.string(),
});
export type KepToSignResponse = z.infer<typeof kepToSignResponseSchema>;

/** The detached CAdES-BES, base64 DER (CryptoPro's SignCades answer): every sign_kep's `signature`. */
export const kepSignatureSchema = z
  .string()
  .trim()
  .min(1, 'Приложите подпись')
  .max(200_000, 'Файл подписи слишком большой');

export const signKepRequestSchema = z.object({ signature: kepSignatureSchema });
export type SignKepRequest = z.infer<typeof signKepRequestSchema>;

export const verificationStepSchema = z.object({
  step: z.number().int(),
  name: z.string(),
  title: z.string(),
  ok: z.boolean(),
  reason: z.string().nullable(),
  note: z.string().optional(),
});
export type VerificationStepReport = z.infer<typeof verificationStepSchema>;
