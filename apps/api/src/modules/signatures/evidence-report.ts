/**
 * What one evidence row says, for a person: the kind of signature, who, when, the hashes of the bytes
 * signed, and per kind the rest — a ПЭП's code (channel, masked address, HMAC), a КЭП's or Госключ's
 * certificate, МЧД and every verification step (DOMAIN §6.3). Shared by the evidence PDF, the
 * agreements' signature sheet and the documents' zip (.txt), so all three say the same.
 */
import { moscowDateTime } from '../../lib/moscow-time.js';
import type { DocumentSignatureRow } from './signatures.repo.js';

export type EvidenceRow = DocumentSignatureRow;

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

export const KIND_TITLES: Record<EvidenceRow['kind'], string> = {
  SELF_NEP: 'простая электронная подпись (63-ФЗ ст. 9)',
  KEP: 'квалифицированная электронная подпись (63-ФЗ ст. 5), CAdES-BES',
  UKEP_GOSKEY: 'усиленная квалифицированная электронная подпись в «Госключе», CAdES-BES',
  UNEP_GOSKEY: 'усиленная неквалифицированная электронная подпись в «Госключе», CAdES-BES',
};

export const KIND_SHORT: Record<EvidenceRow['kind'], string> = {
  SELF_NEP: 'ПЭП',
  KEP: 'КЭП',
  UKEP_GOSKEY: 'УКЭП Госключ',
  UNEP_GOSKEY: 'УНЭП Госключ',
};

const when = (iso: string | Date | null | undefined) => (iso ? `${moscowDateTime(new Date(iso))} (МСК)` : '—');

/** A label / value pair of the report, in the order a person reads it. */
export type EvidenceLine = [label: string, value: string];

/** The report of one signature as label / value lines (the steps of a verified one as their own lines). */
export function evidenceLines(row: EvidenceRow): EvidenceLine[] {
  const lines: EvidenceLine[] = [
    ['Вид подписи', KIND_TITLES[row.kind]],
    ['Подписант', row.signerName],
    ['Дата и время', when(row.signedAt)],
    ['ГОСТ Р 34.11-2012 (256) подписанного файла', row.documentStreebog256],
    ['SHA-256 подписанного файла', row.documentSha256],
  ];
  if (row.kind === 'SELF_NEP') {
    lines.push(
      ['Код отправлен', `${row.channel === 'EMAIL' ? 'на e-mail' : 'по SMS'} ${row.destinationMasked ?? ''}`.trim()],
      ['Хеш кода (HMAC-SHA-256)', row.codeHash ?? '—'],
      ['Ключ ПЭП', row.selfNepKeyId ?? '—'],
    );
  } else {
    const report = (row.verification ?? {}) as Report;
    const s = report.signer ?? {};
    lines.push(
      [
        'Владелец сертификата',
        `${s.fio ?? '—'}; ИНН ${s.inn ?? '—'}; ИНН ЮЛ ${s.innCompany ?? '—'}; СНИЛС ${s.snils ?? '—'}; ОГРН ${s.ogrn ?? '—'}`,
      ],
      ['Сертификат', `серийный номер ${s.serialNumber ?? '—'}, отпечаток ${s.thumbprintSha1 ?? '—'}`],
      ['Издатель', `${s.issuer ?? '—'}; действует ${when(s.notBefore)} — ${when(s.notAfter)}`],
      ...(report.owner?.mchd
        ? [
            [
              'МЧД',
              `№ ${report.owner.mchd.number ?? '—'}, действует до ${report.owner.mchd.validUntil ?? '—'}`,
            ] as EvidenceLine,
          ]
        : []),
      ['Время подписания (signingTime)', when(report.signing_time)],
      ['Проверена сервером', when(report.verified_at)],
      ...(report.steps ?? []).map(
        (step): EvidenceLine => [
          `Проверка ${step.step}. ${step.title}`,
          `${step.ok ? 'пройдена' : `не пройдена — ${step.reason}`}${step.note ? ` (${step.note})` : ''}`,
        ],
      ),
    );
  }
  lines.push(['IP-адрес', row.ip ?? '—'], ['Браузер', row.userAgent ?? '—'], ['Запись о подписании', row.id]);
  return lines;
}

/** The evidence as JSON (the zip's .json): every column a court may ask about, the КЭП report as stored. */
export const evidenceJson = (row: EvidenceRow) => ({
  signature_id: row.id,
  kind: row.kind,
  signer: row.signerName,
  signed_at: row.signedAt.toISOString(),
  document_sha256: row.documentSha256,
  document_streebog256: row.documentStreebog256,
  ...(row.kind === 'SELF_NEP'
    ? {
        self_nep_key_id: row.selfNepKeyId,
        code_channel: row.channel,
        code_destination: row.destinationMasked,
        code_hash: row.codeHash,
      }
    : { certificate_thumbprint: row.certificateThumbprint, verification: row.verification }),
  ip: row.ip,
  user_agent: row.userAgent,
});
