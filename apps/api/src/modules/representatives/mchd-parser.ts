/**
 * Reads an МЧД (machine-readable power of attorney, EMCHD_1 version 003; DOMAIN.md §6.6) and checks
 * its structure: the elements the platform relies on must be present with the fields it reads. This
 * is not a full XSD validation (no XSD validator runs in Node here; docs/decisions/onboarding.md): an
 * extra or misspelt optional element passes. Pure: no database, no clock.
 *
 * Safety: a document with a DTD or an entity declaration is refused before parsing (XXE, "billion
 * laughs"); the parser is told not to expand entities anyway.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const MCHD_NAMESPACE = 'urn://x-artefacts/EMCHD_1';

export type MchdPower = { code: string | null; text: string };
export type Mchd = {
  fileId: string;
  /** НомДовер (a GUID). */
  number: string;
  internalNumber: string | null;
  /** YYYY-MM-DD. */
  issuedOn: string;
  /** YYYY-MM-DD, the last day in force. */
  validUntil: string;
  principal: {
    kind: 'ORGANISATION' | 'ENTREPRENEUR';
    inn: string;
    name: string | null;
    kpp: string | null;
    ogrn: string | null;
  };
  /**
   * The person who acts for the organisation without a power of attorney (РосОргДовер/ЛицоБезДов/СвФЛ,
   * its head) — who must sign the МЧД; null when the МЧД does not name them (or the principal is an ИП).
   */
  head: { inn: string | null; snils: string | null; fullName: string | null } | null;
  representative: { inn: string | null; snils: string | null; fullName: string | null; position: string | null };
  powers: MchdPower[];
};

export type MchdResult = { ok: true; mchd: Mchd } | { ok: false; message: string };

type Node = Record<string, unknown>;

const fail = (message: string): MchdResult => ({ ok: false, message });
const broken = (what: string) => fail(`Файл не похож на МЧД формата EMCHD_1: нет ${what}`);

/** МЧД files are UTF-8 or windows-1251 (the encoding in the XML declaration decides). */
export function decodeXml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const encoding = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const label = encoding === 'windows-1251' || encoding === 'cp1251' ? 'windows-1251' : 'utf-8';
  return new TextDecoder(label).decode(bytes);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Repeated elements (powers) always come back as arrays.
  isArray: (name) => name === 'МашПолн' || name === 'ТекстПолн' || name === 'СвПолн',
});

const child = (node: unknown, name: string): Node | undefined => {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as Node)[name];
  if (Array.isArray(value)) return value[0] as Node | undefined;
  return value && typeof value === 'object' ? (value as Node) : undefined;
};
const children = (node: unknown, name: string): unknown[] => {
  if (!node || typeof node !== 'object') return [];
  const value = (node as Node)[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
/** An attribute (the XSD puts fields in attributes); a same-named child element is accepted too. */
const field = (node: Node | undefined, name: string): string | null => {
  if (!node) return null;
  const value = node[`@${name}`] ?? node[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim() || null;
  return null;
};
const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim() || null;
  return null;
};

/** xs:date (YYYY-MM-DD) or the DD.MM.YYYY of FNS formats → YYYY-MM-DD, else null. */
export function normalizeMchdDate(value: string | null): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : ru ? [ru[3], ru[2], ru[1]] : [];
  if (!y) return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) return null;
  return `${y}-${m}-${d}`;
}

const fullNameOf = (person: Node | undefined) => {
  const fio = child(person, 'ФИО');
  const parts = [field(fio, 'Фамилия'), field(fio, 'Имя'), field(fio, 'Отчество')].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
};

export function parseMchd(bytes: Uint8Array): MchdResult {
  const xml = decodeXml(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return fail('XML с DTD или объявлением сущностей не принимается');
  if (XMLValidator.validate(xml) !== true) return fail('Файл МЧД повреждён: XML не читается');

  const document = parser.parse(xml) as Node;
  const root = child(document, 'Доверенность');
  if (!root) return broken('элемента «Доверенность»');
  const namespace = field(root, 'xmlns');
  if (namespace && namespace !== MCHD_NAMESPACE) return fail(`Неизвестное пространство имён МЧД: ${namespace}`);
  if (field(root, 'ВерсФорм') !== 'EMCHD_1') return fail('Поддерживается МЧД формата EMCHD_1 (ВерсФорм="EMCHD_1")');
  const fileId = field(root, 'ИдФайл');
  if (!fileId) return broken('атрибута «ИдФайл»');

  const dover = child(child(root, 'Документ'), 'Довер');
  if (!dover) return broken('элемента «Документ/Довер»');
  const svDov = child(dover, 'СвДов');
  if (!svDov) return broken('сведений о доверенности («СвДов»)');
  const number = field(svDov, 'НомДовер');
  if (!number) return broken('номера доверенности («НомДовер»)');
  const issuedOn = normalizeMchdDate(field(svDov, 'ДатаВыдДовер'));
  if (!issuedOn) return broken('даты выдачи («ДатаВыдДовер»)');
  const validUntil = normalizeMchdDate(field(svDov, 'СрокДейст'));
  if (!validUntil) return broken('срока действия («СрокДейст»)');
  if (validUntil < issuedOn) return fail('В МЧД срок действия раньше даты выдачи');

  const principalNode = child(child(dover, 'СвДоверит'), 'Доверит');
  if (!principalNode) return broken('сведений о доверителе («СвДоверит/Доверит»)');
  const organisation = child(principalNode, 'РосОргДовер');
  const entrepreneur = child(principalNode, 'ИПДовер');
  let principal: Mchd['principal'];
  let head: Mchd['head'] = null;
  if (organisation) {
    const headNode = child(child(organisation, 'ЛицоБезДов'), 'СвФЛ');
    const headInn = field(headNode, 'ИННФЛ');
    const headSnils = field(headNode, 'СНИЛС')?.replace(/[\s-]/g, '') ?? null;
    if (headInn || headSnils) head = { inn: headInn, snils: headSnils, fullName: fullNameOf(headNode) };
    const org = child(organisation, 'СвРосОрг');
    const inn = field(org, 'ИННЮЛ');
    if (!inn) return broken('ИНН доверителя («СвРосОрг/ИННЮЛ»)');
    principal = {
      kind: 'ORGANISATION',
      inn,
      name: field(org, 'НаимОрг'),
      kpp: field(org, 'КПП'),
      ogrn: field(org, 'ОГРН'),
    };
  } else if (entrepreneur) {
    const inn = field(entrepreneur, 'ИННФЛ') ?? field(child(entrepreneur, 'СвИП'), 'ИННФЛ');
    if (!inn) return broken('ИНН доверителя-ИП («ИПДовер/ИННФЛ»)');
    const ogrn = field(entrepreneur, 'ОГРНИП') ?? field(child(entrepreneur, 'СвИП'), 'ОГРНИП');
    principal = { kind: 'ENTREPRENEUR', inn, name: field(entrepreneur, 'НаимИП'), kpp: null, ogrn };
  } else return broken('сведений о доверителе-организации («РосОргДовер») или ИП («ИПДовер»)');

  const person = child(child(child(dover, 'СвУпПред'), 'Пред'), 'СведФизЛ');
  if (!person) return broken('сведений о представителе («СвУпПред/Пред/СведФизЛ»)');
  const representative = {
    inn: field(person, 'ИННФЛ'),
    snils: field(person, 'СНИЛС')?.replace(/[\s-]/g, '') ?? null,
    fullName: fullNameOf(person),
    position: field(person, 'Должность'),
  };
  if (!representative.inn && !representative.snils) return broken('ИНН или СНИЛС представителя');

  const powers: MchdPower[] = [];
  for (const block of children(dover, 'СвПолн')) {
    for (const machine of children(block, 'МашПолн')) {
      const node = machine as Node;
      const text = field(node, 'НаимПолн');
      if (text) powers.push({ code: field(node, 'КодПолн'), text });
    }
    for (const free of children(block, 'ТекстПолн')) {
      const text = textOf(free);
      if (text) powers.push({ code: null, text });
    }
  }
  if (powers.length === 0) return broken('полномочий («СвПолн»: «МашПолн» или «ТекстПолн»)');

  return {
    ok: true,
    mchd: {
      fileId,
      number,
      internalNumber: field(svDov, 'ВнНомДовер'),
      issuedOn,
      validUntil,
      principal,
      head,
      representative,
      powers,
    },
  };
}
