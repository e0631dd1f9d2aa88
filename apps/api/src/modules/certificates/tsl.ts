/**
 * The accredited CAs' list (TSL) of e-trust.gosuslugi.ru (DOMAIN.md §6.8): every key certificate of
 * every CA, with the CA's accreditation status and its CRL addresses. Pure: XML text in, rows out.
 */
import { XMLParser } from 'fast-xml-parser';

export type TslAuthority = {
  name: string;
  accreditation: 'ACTIVE' | 'TERMINATED';
  /** base64 DER */
  certificate: string;
  crlUrls: string[];
};

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) =>
    ['УдостоверяющийЦентр', 'ПрограммноАппаратныйКомплекс', 'Ключ', 'ДанныеСертификата', 'Адрес'].includes(name),
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const child = (node: Node | undefined, name: string): Node | undefined =>
  node && typeof node[name] === 'object' ? (node[name] as Node) : undefined;
const text = (node: Node | undefined, name: string) =>
  node && typeof node[name] === 'string' ? (node[name] as string) : '';

export function parseTsl(xml: string): TslAuthority[] {
  const root = child(parser.parse(xml) as Node, 'АккредитованныеУдостоверяющиеЦентры');
  const out: TslAuthority[] = [];
  for (const ca of list(root?.УдостоверяющийЦентр)) {
    const status = text(child(ca, 'СтатусАккредитации'), 'Статус');
    const accreditation = status === 'Действует' ? 'ACTIVE' : 'TERMINATED';
    for (const complex of list(child(ca, 'ПрограммноАппаратныеКомплексы')?.ПрограммноАппаратныйКомплекс))
      for (const key of list(child(complex, 'КлючиУполномоченныхЛиц')?.Ключ)) {
        const crlUrls = list(child(key, 'АдресаСписковОтзыва')?.Адрес).map(String);
        for (const data of list(child(key, 'Сертификаты')?.ДанныеСертификата)) {
          const certificate = text(data, 'Данные').replace(/\s+/g, '');
          if (certificate) out.push({ name: text(ca, 'Название'), accreditation, certificate, crlUrls });
        }
      }
  }
  return out;
}
