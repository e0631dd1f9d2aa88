/**
 * The bad КЭП signatures every sign_kep refuses (issue 15 "Bad input"), shared by the sign_kep tests
 * of agreements, the offer, trust documents and payment orders: each makes a detached CAdES-BES from
 * the bytes the GET handed out and names a part of the Russian reason it must be refused with.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { representatives } from '../db/schema/index.js';
import { cacheCrl, refreshAuthorities } from '../modules/certificates/index.js';
import { freshCrl, makeCertificate, signCades } from '../modules/certificates/kep.test-helpers.js';
import type { TestServer } from './test-server.js';

const DAY = 86_400_000;
export const KEP_COMPANY_INN = '7707083893';
export const kepHead = makeCertificate({
  fio: 'Иванова Мария Петровна',
  innCompany: KEP_COMPANY_INN,
  organisation: 'ООО Подпись',
});
/** The head's certificate the CA has revoked (in the CRL `trustTestCa` caches). */
export const kepRevokedHead = makeCertificate({ fio: 'Иванова Мария Петровна', innCompany: KEP_COMPANY_INN });
/** A person added to the company's responsible persons without an МЧД (see `addRepresentativeWithoutMchd`). */
const REPRESENTATIVE = { fio: 'Смирнова Ольга', inn: '500100732259' };

/** Trust the test CA and cache a CRL revoking `revokedHead`. */
export async function trustTestCa(server: TestServer) {
  await refreshAuthorities(server.runtime.ctx);
  await cacheCrl(server.runtime.ctx, freshCrl([kepRevokedHead]));
}

export async function addRepresentativeWithoutMchd(db: Db, customerId: string) {
  const [existing] = await db.select().from(representatives).where(eq(representatives.customerId, customerId));
  if (existing) return existing.id;
  const [row] = await db
    .insert(representatives)
    .values({ customerId, lastName: 'Смирнова', firstName: 'Ольга', jobTitle: 'Бухгалтер', inn: REPRESENTATIVE.inn })
    .returning();
  return row!.id;
}

export type KepRefusal = [what: string, sign: (bytes: Uint8Array) => string, reason: string];

/** What a company's sign_kep refuses (the representative case needs `addRepresentativeWithoutMchd` first). */
export const companyKepRefusals: KepRefusal[] = [
  [
    'a signature over other bytes',
    () => signCades(new TextEncoder().encode('другой документ'), kepHead),
    'Хэш документа',
  ],
  [
    'a certificate of another company',
    (bytes) => signCades(bytes, makeCertificate({ fio: 'Петров Пётр', innCompany: '7736050003' })),
    'не совпадает с ИНН организации',
  ],
  ['a revoked certificate', (bytes) => signCades(bytes, kepRevokedHead), 'Отзыв сертификата'],
  [
    'a certificate of an unknown CA',
    (bytes) =>
      signCades(bytes, makeCertificate({ fio: 'Иванова Мария', innCompany: KEP_COMPANY_INN }, { issuer: 'unknown' })),
    'нет среди аккредитованных',
  ],
  [
    'an expired certificate',
    (bytes) =>
      signCades(
        bytes,
        makeCertificate(
          { fio: 'Иванова Мария', innCompany: KEP_COMPANY_INN },
          { notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) },
        ),
      ),
    'истёк',
  ],
  [
    'a representative without an МЧД',
    (bytes) => signCades(bytes, makeCertificate(REPRESENTATIVE)),
    'нет действующей машиночитаемой доверенности (МЧД)',
  ],
  ['a signature that is not CMS', () => Buffer.from('не подпись').toString('base64'), 'Разбор подписи'],
];
