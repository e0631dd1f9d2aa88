/**
 * The 1C:DirectBank documents a payment order travels in (github.com/1C-Company/DirectBank,
 * doc/xsd-scheme, namespace http://directbank.1c.ru/XMLSchema): the transport container `Packet`
 * (1C-Bank_Packet.xsd: Sender/Recipient, `Document@id@dockind@formatVersion` with `Data` — the
 * document's XML in base64 — and `Signature@x509IssuerName@x509SerialNumber/SignedData`), the payment
 * order `PayDocRu` (dockind 10) and the bank's `StatusDocNotice` (dockind 02: ExtID — the id of our
 * document — and `Result/Status {Code, Name, MoreInfo}` with the codes of the standard's table:
 * 01 accepted, 02 executed, 03 rejected, 04 suspended, 05 annulled, 06 awaiting confirmation).
 * Written and read here for both the client and the sandbox, so the two stay the same protocol.
 */
import { decimalToKopecks, kopecksToRubles } from '@vyplaty/contracts';
import {
  DIRECT_BANK_API_VERSION,
  DIRECT_BANK_NS,
  directBankParser,
  directBankXml,
  node,
  text,
} from './direct-bank.xml.js';

export const DOCKIND = { statusDocNotice: '02', payDocRu: '10' } as const;
export const USER_AGENT = 'Выплаты и документы';

export type DirectBankParty = {
  name: string;
  inn: string | null;
  kpp: string | null;
  account: string;
  bank: { bic: string; name: string; corrAccount: string | null };
};

/** The payment order's data (PayDocRu/Data): the sum in roubles with kopecks as the schema's decimal. */
export type PayDocRu = {
  id: string;
  docNo: string;
  docDate: string;
  sumKopecks: bigint;
  payer: DirectBankParty;
  payee: DirectBankParty;
  priority: string;
  purpose: string;
};

export type PacketDocument = {
  id: string;
  dockind: string;
  /** The document's own bytes (an XML file), what the signature covers when there is one. */
  data: Buffer;
  signatures: { issuer: string; serial: string; signedData: string }[];
};

export type Packet = {
  id: string;
  creationDate: string;
  sender: Record<string, string>;
  recipient: Record<string, string>;
  documents: PacketDocument[];
};

/**
 * A bank's notice about one of our documents. `createdAt`: when the bank made it (the root's
 * creationDate) — for «02 исполнен», when the order was executed; null when missing or unreadable.
 */
export type StatusNotice = {
  id: string;
  extId: string;
  code: string;
  name: string;
  moreInfo: string | null;
  createdAt?: Date | null;
};

/**
 * A creationDate (xs:dateTime) as a moment. Without a zone it is read as UTC, the way this module writes
 * its own (`head`) and the sandbox writes the bank's.
 */
function creationDateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const moment = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const parser = directBankParser(['Document', 'Signature']);
const xml = directBankXml;

const attrs = (value: unknown) =>
  Object.fromEntries(
    Object.entries(node(value) ?? {})
      .filter(([k]) => k.startsWith('@_'))
      .map(([k, v]) => [k.slice(2), text(v) ?? '']),
  );
const rootOf = (source: string, name: string) => {
  try {
    return node((parser.parse(source) as Record<string, unknown>)[name]);
  } catch {
    return undefined;
  }
};

const head = (id: string, creationDate: Date) => ({
  '@_xmlns': DIRECT_BANK_NS,
  '@_id': id,
  '@_formatVersion': DIRECT_BANK_API_VERSION,
  '@_creationDate': creationDate.toISOString().slice(0, 19),
  '@_userAgent': USER_AGENT,
});

const sum = kopecksToRubles;
/** A DirectBank amount («1500.00») → kopecks; a negative or malformed one is not an amount. */
const kopecksOf = (value: string | null) => {
  const kopecks = decimalToKopecks(value ?? '');
  return kopecks !== null && kopecks >= 0n ? kopecks : null;
};

const partyXml = (p: DirectBankParty) => ({
  Name: p.name,
  ...(p.inn ? { INN: p.inn } : {}),
  ...(p.kpp ? { KPP: p.kpp } : {}),
  Account: p.account,
  Bank: { BIC: p.bank.bic, Name: p.bank.name, ...(p.bank.corrAccount ? { CorrespAcc: p.bank.corrAccount } : {}) },
});
const partyOf = (value: unknown): DirectBankParty => {
  const p = node(value) ?? {};
  const bank = node(p.Bank) ?? {};
  return {
    name: text(p.Name) ?? '',
    inn: text(p.INN),
    kpp: text(p.KPP),
    account: text(p.Account) ?? '',
    bank: { bic: text(bank.BIC) ?? '', name: text(bank.Name) ?? '', corrAccount: text(bank.CorrespAcc) },
  };
};

export function buildPayDocRu(doc: PayDocRu, creationDate: Date): string {
  return xml({
    PayDocRu: {
      ...head(doc.id, creationDate),
      Sender: {
        '@_name': doc.payer.name,
        ...(doc.payer.inn ? { '@_inn': doc.payer.inn } : {}),
        ...(doc.payer.kpp ? { '@_kpp': doc.payer.kpp } : {}),
      },
      Recipient: { '@_bic': doc.payer.bank.bic, '@_name': doc.payer.bank.name },
      Data: {
        DocNo: doc.docNo,
        DocDate: doc.docDate,
        Sum: sum(doc.sumKopecks),
        Payer: partyXml(doc.payer),
        Payee: partyXml(doc.payee),
        TransitionKind: '01',
        Priority: doc.priority,
        Purpose: doc.purpose,
      },
    },
  });
}

export function parsePayDocRu(source: string): PayDocRu | undefined {
  const root = rootOf(source, 'PayDocRu');
  const data = node(root?.Data);
  const sumKopecks = kopecksOf(text(data?.Sum));
  if (!root || !data || sumKopecks === null) return undefined;
  return {
    id: attrs(root).id ?? '',
    docNo: text(data.DocNo) ?? '',
    docDate: text(data.DocDate) ?? '',
    sumKopecks,
    payer: partyOf(data.Payer),
    payee: partyOf(data.Payee),
    priority: text(data.Priority) ?? '',
    purpose: text(data.Purpose) ?? '',
  };
}

export function buildPacket(packet: Omit<Packet, 'creationDate'>, creationDate: Date): string {
  return xml({
    Packet: {
      ...head(packet.id, creationDate),
      Sender: { Customer: Object.fromEntries(Object.entries(packet.sender).map(([k, v]) => [`@_${k}`, v])) },
      Recipient: { Bank: Object.fromEntries(Object.entries(packet.recipient).map(([k, v]) => [`@_${k}`, v])) },
      Document: packet.documents.map((d) => ({
        '@_id': d.id,
        '@_dockind': d.dockind,
        '@_formatVersion': DIRECT_BANK_API_VERSION,
        Data: d.data.toString('base64'),
        ...(d.signatures.length
          ? {
              Signature: d.signatures.map((s) => ({
                '@_x509IssuerName': s.issuer,
                '@_x509SerialNumber': s.serial,
                SignedData: s.signedData,
              })),
            }
          : {}),
      })),
    },
  });
}

export function parsePacket(source: string): Packet | undefined {
  const root = rootOf(source, 'Packet');
  if (!root) return undefined;
  return packetOf(root);
}

/** A Packet node already parsed (GetPack answers one inside ResultBank). */
export function packetOf(root: Record<string, unknown>): Packet | undefined {
  const head = attrs(root);
  if (!head.id) return undefined;
  const documents = ((root.Document as unknown[]) ?? []).map((value): PacketDocument => {
    const d = node(value) ?? {};
    const data = node(d.Data) ? text(node(d.Data)?.['#text']) : text(d.Data);
    return {
      ...(attrs(d) as { id: string; dockind: string }),
      data: Buffer.from((data ?? '').replace(/\s+/g, ''), 'base64'),
      signatures: ((d.Signature as unknown[]) ?? []).map((s) => ({
        issuer: attrs(s).x509IssuerName ?? '',
        serial: attrs(s).x509SerialNumber ?? '',
        signedData: (text(node(s)?.SignedData) ?? '').replace(/\s+/g, ''),
      })),
    };
  });
  return {
    id: head.id,
    creationDate: head.creationDate ?? '',
    sender: attrs(node(root.Sender)?.Customer ?? node(root.Sender)?.Bank),
    recipient: attrs(node(root.Recipient)?.Bank ?? node(root.Recipient)?.Customer),
    documents,
  };
}

/** The Packet inside a GetPack answer (ResultBank Success/GetPacketResponse, of type Packet). */
export function parseGetPacketResponse(source: string): Packet | undefined {
  const packet = node(node(rootOf(source, 'ResultBank')?.Success)?.GetPacketResponse);
  return packet ? packetOf(packet) : undefined;
}

export const buildGetPacketResponse = (packet: Omit<Packet, 'creationDate'>, creationDate: Date) =>
  buildPacket(packet, creationDate)
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(
      /^<Packet /,
      `<?xml version="1.0" encoding="UTF-8"?><ResultBank xmlns="${DIRECT_BANK_NS}" formatVersion="${DIRECT_BANK_API_VERSION}"><Success><GetPacketResponse `,
    )
    .replace(/<\/Packet>$/, '</GetPacketResponse></Success></ResultBank>');

export function buildStatusDocNotice(notice: StatusNotice, bank: { bic: string }, creationDate: Date): string {
  return xml({
    StatusDocNotice: {
      ...head(notice.id, creationDate),
      Sender: { Bank: { '@_bic': bank.bic } },
      Recipient: { Customer: { '@_id': '0' } },
      ExtID: notice.extId,
      Result: {
        Status: { Code: notice.code, Name: notice.name, ...(notice.moreInfo ? { MoreInfo: notice.moreInfo } : {}) },
      },
    },
  });
}

export function parseStatusDocNotice(source: string): StatusNotice | undefined {
  const root = rootOf(source, 'StatusDocNotice');
  const result = node(root?.Result);
  const extId = text(root?.ExtID);
  if (!root || !result || !extId) return undefined;
  const status = node(result.Status);
  const error = node(result.Error);
  // An Error instead of a Status is a refusal of the document: the standard's «rejected».
  const createdAt = creationDateOf(attrs(root).creationDate);
  if (error) {
    return {
      id: attrs(root).id ?? '',
      extId,
      createdAt,
      code: '03',
      name: 'Отклонен банком',
      moreInfo: text(error.MoreInfo) ?? text(error.Description),
    };
  }
  const code = text(status?.Code);
  if (!code) return undefined;
  return {
    id: attrs(root).id ?? '',
    extId,
    code,
    name: text(status?.Name) ?? '',
    moreInfo: text(status?.MoreInfo),
    createdAt,
  };
}
