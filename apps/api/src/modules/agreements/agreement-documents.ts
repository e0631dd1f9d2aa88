/**
 * Generating an agreement for its owner and its signed copy. Used by this module (EDO) and by the
 * signatures module (the ПЭП agreement), inside the caller's transaction.
 */

import type { Db } from '../../db/client.js';
import type { AgreementKind } from '../../db/schema/index.js';
import type { TxContext } from '../../db/transaction.js';
import { storeFile } from '../files/index.js';
import type { EvidenceRow } from '../signatures/index.js';
import { type AgreementParty, renderAgreementPdf, renderSignedAgreementPdf } from './agreement-pdf.js';
import { type AgreementText, EDO_AGREEMENT, SELF_NEP_AGREEMENT } from './agreement-texts.js';
import {
  type AgreementOwner,
  type AgreementRow,
  insertAgreement,
  markAgreementSigned,
  selectPartyDetails,
} from './agreements.repo.js';

export type { AgreementOwner, AgreementRow };

const TEXTS: Partial<Record<AgreementKind, AgreementText[]>> = {
  SELF_NEP: [SELF_NEP_AGREEMENT],
  EDO: [EDO_AGREEMENT],
};

/** The text an agreement row was generated from (its kind and version). */
function textOf(row: Pick<AgreementRow, 'kind' | 'version'>): AgreementText {
  const text = TEXTS[row.kind]?.find((t) => t.version === row.version);
  if (!text) throw new Error(`no text for agreement ${row.kind} ${row.version}`);
  return text;
}

const fio = (p: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

async function partyOf(db: Db, owner: AgreementOwner): Promise<AgreementParty> {
  const party = await selectPartyDetails(db, owner);
  if (!party) throw new Error('agreement owner not found');
  if (party.type === 'customer') {
    const c = party.row;
    const ids = [`ИНН ${c.inn}`, c.kpp ? `КПП ${c.kpp}` : null, c.ogrn ? `ОГРН ${c.ogrn}` : null].filter(Boolean);
    const head = fio(c);
    return { lines: [c.organisationName, ids.join(', '), ...(head ? [`Руководитель: ${head}`] : [])] };
  }
  const e = party.row;
  return {
    lines: [fio(e) || 'Исполнитель', ...(e.inn ? [`ИНН ${e.inn}`] : []), `Телефон: ${e.phone}`],
  };
}

const ownerColumns = (owner: AgreementOwner) =>
  'customerId' in owner
    ? { customerId: owner.customerId, employeeId: null }
    : { customerId: null, employeeId: owner.employeeId };

export const fileOwnerOf = (owner: AgreementOwner) =>
  'customerId' in owner ? { customerId: owner.customerId } : { employeeId: owner.employeeId };

/** Creates the agreement of `kind` (current text) for the owner, with its generated PDF. */
export async function createAgreement(
  txCtx: TxContext,
  owner: AgreementOwner,
  kind: 'SELF_NEP' | 'EDO',
): Promise<AgreementRow> {
  const text = kind === 'SELF_NEP' ? SELF_NEP_AGREEMENT : EDO_AGREEMENT;
  const createdAt = txCtx.now();
  const bytes = await renderAgreementPdf(text, await partyOf(txCtx.db, owner), createdAt);
  const file = await storeFile(txCtx, {
    owner: fileOwnerOf(owner),
    purpose: 'AGREEMENT',
    name: `${text.title}.pdf`,
    mimeType: 'application/pdf',
    bytes,
  });
  return insertAgreement(txCtx.db, {
    ...ownerColumns(owner),
    kind,
    title: text.title,
    version: text.version,
    fileId: file.id,
    createdAt,
  });
}

/** Stores the signed copy (agreement pages + signature sheet) and marks the agreement SIGNED. */
export async function completeSignedAgreement(
  txCtx: TxContext,
  owner: AgreementOwner,
  agreement: AgreementRow,
  evidence: EvidenceRow,
  documentName: string,
): Promise<void> {
  const text = textOf(agreement);
  const bytes = await renderSignedAgreementPdf(text, await partyOf(txCtx.db, owner), agreement.createdAt, {
    documentName,
    signatures: [{ row: evidence }],
  });
  const file = await storeFile(txCtx, {
    owner: fileOwnerOf(owner),
    purpose: 'SIGNED_AGREEMENT',
    name: `${text.title} (подписано).pdf`,
    mimeType: 'application/pdf',
    bytes,
  });
  await markAgreementSigned(txCtx.db, agreement.id, { signedFileId: file.id, signedAt: evidence.signedAt });
}
