/**
 * The КЭП sandbox at /sandbox/kep (registered only with KEP_TEST_CA, which production refuses): what a
 * person's CryptoPro with a certificate from the GOST test CA would do, for the browser tests' fake
 * plug-in (e2e/support/cadesplugin-fake.ts) and for developers. It issues a test certificate for any
 * identity and signs given bytes — or their Streebog-256, as SignHash does — with a real detached
 * CAdES-BES (what SignCades / SignHash return); the test CA
 * and its CRL reach the trust store from the e-trust sandbox (integrations/e-trust). Everything it makes is signed with the test CA's
 * public keys (lib/signature-crypto/test-pki.ts): it proves nothing outside a sandbox.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { certificateFacts, ParseError, parseCertificate } from '../../lib/signature-crypto/index.js';
import { makeCertificate, signCades, signCadesOverHash } from '../../lib/signature-crypto/test-pki.js';

type CertificateRequest = {
  fio?: unknown;
  inn?: unknown;
  snils?: unknown;
  inn_company?: unknown;
  ogrn?: unknown;
  organisation?: unknown;
  /** Days from now the certificate ends (negative: already expired). Default 365. */
  valid_days?: unknown;
  /** 'unknown': signed by a CA nobody trusts. */
  issuer?: unknown;
};

const DAY = 86_400_000;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const refuse = (reply: FastifyReply, message: string) =>
  reply.status(400).send({ error_message: message, code: 'VALIDATION_ERROR' });

/** CryptoPro's SubjectName reading: «CN=…, O=…, ИНН ЮЛ=…, ОГРН=…, ИНН=…, СНИЛС=…, C=RU». */
function subjectNameOf(facts: ReturnType<typeof certificateFacts>): string {
  const parts: [string, string | null][] = [
    ['CN', facts.commonName],
    ['O', facts.organization],
    ['ИНН ЮЛ', facts.innCompany],
    ['ОГРН', facts.ogrn],
    ['ИНН', facts.inn],
    ['СНИЛС', facts.snils],
    ['C', 'RU'],
  ];
  const quoted = (value: string) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return parts.flatMap(([key, value]) => (value ? [`${key}=${quoted(value)}`] : [])).join(', ');
}

export function registerKepSandbox(app: FastifyInstance) {
  app.post('/sandbox/kep/certificate', async (req, reply) => {
    const body = (req.body ?? {}) as CertificateRequest;
    const fio = text(body.fio);
    if (!fio) return refuse(reply, 'Укажите ФИО владельца сертификата');
    const days = typeof body.valid_days === 'number' ? body.valid_days : 365;
    const now = Date.now();
    const der = makeCertificate(
      {
        fio,
        inn: text(body.inn),
        snils: text(body.snils),
        innCompany: text(body.inn_company),
        ogrn: text(body.ogrn),
        organisation: text(body.organisation),
      },
      {
        notBefore: new Date(Math.min(now - DAY, now + (days - 1) * DAY)),
        notAfter: new Date(now + days * DAY),
        issuer: body.issuer === 'unknown' ? 'unknown' : 'test',
      },
    );
    const facts = certificateFacts(parseCertificate(der));
    return {
      certificate: Buffer.from(der).toString('base64'),
      thumbprint: facts.thumbprintSha1,
      subject_name: subjectNameOf(facts),
      issuer_name: `CN=${facts.issuer}`,
      valid_from: facts.notBefore.toISOString(),
      valid_to: facts.notAfter.toISOString(),
    };
  });

  // `content` (base64 of the bytes) is SignCades; `hash` (Streebog-256, hex) is SignHash over HashedData.
  app.post('/sandbox/kep/sign', async (req, reply) => {
    const body = (req.body ?? {}) as { certificate?: unknown; content?: unknown; hash?: unknown };
    const certificate = text(body.certificate);
    const content = typeof body.content === 'string' ? body.content : undefined;
    const hash = typeof body.hash === 'string' ? body.hash.trim() : undefined;
    if (!certificate || (content === undefined && hash === undefined))
      return refuse(reply, 'Нужны сертификат и данные (или их хэш) для подписи');
    if (hash !== undefined && !/^[0-9a-fA-F]{64}$/.test(hash))
      return refuse(reply, 'Хэш ГОСТ Р 34.11-2012 (256 бит) — 64 шестнадцатеричные цифры');
    try {
      const der = Buffer.from(certificate, 'base64');
      parseCertificate(der);
      if (hash !== undefined) return { signature: signCadesOverHash(Buffer.from(hash, 'hex'), der) };
      return { signature: signCades(Buffer.from(content!, 'base64'), der) };
    } catch (error) {
      if (error instanceof ParseError) return refuse(reply, error.message);
      throw error;
    }
  });
}
