/** A КЭП signature's evidence in the zip: the verification report as JSON and in Russian for a person. */
import { moscowDateTime } from '../../lib/moscow-time.js';
import type { SignatureRow } from './documents.repo.js';

type Report = {
  verified_at?: string;
  steps?: { step: number; title: string; ok: boolean; reason: string | null; note?: string }[];
  signer?: {
    fio?: string | null;
    inn?: string | null;
    innCompany?: string | null;
    snils?: string | null;
    ogrn?: string | null;
    serialNumber?: string;
    thumbprintSha1?: string;
    issuer?: string;
    notBefore?: string;
    notAfter?: string;
  };
  signing_time?: string | null;
  owner?: { role?: string; mchd?: { number: string | null; validUntil: string | null } | null };
};

export const kepEvidence = (row: SignatureRow) => ({
  kind: row.kind,
  signer: row.signerName,
  signed_at: row.signedAt.toISOString(),
  document_sha256: row.documentSha256,
  document_streebog256: row.documentStreebog256,
  certificate_thumbprint: row.certificateThumbprint,
  ip: row.ip,
  user_agent: row.userAgent,
  verification: row.verification,
});

export function kepReport(
  document: { title: string; number: number | string },
  side: string,
  row: SignatureRow,
): string {
  const report = (row.verification ?? {}) as Report;
  const signer = report.signer ?? {};
  const when = (iso: string | null | undefined) => (iso ? `${moscowDateTime(new Date(iso))} (МСК)` : '—');
  return [
    `Документ: «${document.title}» № ${document.number}`,
    `Подпись: квалифицированная электронная подпись (63-ФЗ ст. 5), CAdES-BES, ${side}`,
    `Подписант: ${row.signerName}`,
    `Владелец сертификата: ${signer.fio ?? '—'}; ИНН ${signer.inn ?? '—'}; ИНН ЮЛ ${signer.innCompany ?? '—'}; СНИЛС ${signer.snils ?? '—'}; ОГРН ${signer.ogrn ?? '—'}`,
    `Сертификат: серийный номер ${signer.serialNumber ?? '—'}, отпечаток ${signer.thumbprintSha1 ?? '—'}`,
    `Издатель: ${signer.issuer ?? '—'}; действует ${when(signer.notBefore)} — ${when(signer.notAfter)}`,
    ...(report.owner?.mchd
      ? [`МЧД № ${report.owner.mchd.number ?? '—'}, действует до ${report.owner.mchd.validUntil ?? '—'}`]
      : []),
    `Время подписания (signingTime): ${when(report.signing_time)}`,
    `Проверена сервером: ${when(report.verified_at)}`,
    `ГОСТ Р 34.11-2012 (256) подписанного файла: ${row.documentStreebog256}`,
    `SHA-256 подписанного файла: ${row.documentSha256}`,
    '',
    'Проверка (DOMAIN §6.3):',
    ...(report.steps ?? []).map(
      (step) =>
        `${step.step}. ${step.title}: ${step.ok ? 'пройдена' : `не пройдена — ${step.reason}`}${step.note ? ` (${step.note})` : ''}`,
    ),
    '',
    `Запись о подписании: ${row.id}`,
    '',
  ].join('\n');
}
