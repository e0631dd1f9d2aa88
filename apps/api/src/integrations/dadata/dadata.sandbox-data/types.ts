/**
 * What the DaData sandbox knows, in compact records it expands into DaData's answer shape. All of it is
 * real public data (the Bank of Russia БИК directory, ЕГРЮЛ, ФИАС, ОКСМ) except the demo company and
 * the demo entrepreneur of the seed; a field the author could not confirm is null rather than guessed.
 * dadata.sandbox.test.ts checks every БИК, correspondent account, ИНН and ОГРН.
 */

export type SandboxBank = {
  bic: string;
  /** Correspondent account at the Bank of Russia. */
  corr: string;
  /** DaData opf.type: BANK a credit institution, BANK_BRANCH its branch. */
  kind: 'BANK' | 'BANK_BRANCH';
  /** name.payment: what a payment order names. */
  payment: string;
  /** name.short: the everyday name. */
  short: string;
  inn: string | null;
  kpp: string | null;
  swift: string | null;
  /** payment_city as the directory writes it. */
  city: string;
  postalCode: string | null;
  /** DaData address value (without the postal code). */
  address: string;
  status?: 'LIQUIDATING' | 'LIQUIDATED';
  /** YYYY-MM-DD, when known. */
  liquidationDate?: string;
};

export type SandboxParty = {
  inn: string;
  /** Organisations only. */
  kpp: string | null;
  /** ОГРН (13 digits) or ОГРНИП (15). */
  ogrn: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  /** ОКОПФ: code and names, e.g. 12300 «Общество с ограниченной ответственностью» / «ООО». */
  opf: { code: string; full: string; short: string };
  /** name.full and name.short: the name without its legal form. */
  fullName: string;
  shortName: string;
  fullWithOpf: string;
  shortWithOpf: string;
  /** The entrepreneur's own name (INDIVIDUAL only). */
  fio?: { surname: string; name: string; patronymic: string | null };
  management?: { name: string; post: string };
  postalCode: string | null;
  /** DaData address value (without the postal code). */
  address: string;
  okved: string | null;
  status?: 'LIQUIDATING' | 'LIQUIDATED';
  liquidationDate?: string;
};

/** A city the sandbox's addresses lie in (the parts of an address above the street). */
export type SandboxCity = {
  region: string;
  regionType: string;
  regionTypeFull: string;
  regionIso: string;
  regionKladrId: string | null;
  federalDistrict: string;
  /** A municipal district between region and city, e.g. 'Альметьевский р-н'. */
  area: string | null;
  city: string;
  cityKladrId: string | null;
  /** The city centre: the sandbox's coordinates are city-level (qc_geo 4), not the house's. */
  geo: [lat: string, lon: string];
  timezone: string;
};

export type SandboxAddress = {
  city: SandboxCity;
  postalCode: string;
  /** As DaData writes it: 'ул Тверская', 'Пресненская наб', 'ул Хуторская 2-я'. */
  street: string;
  streetType: string;
  streetTypeFull: string;
  house: string;
  /** 'стр 1', 'к 3 стр 1', 'литера А'. */
  block?: [type: string, value: string];
};

/** A country of ОКСМ. */
export type SandboxCountry = { code: string; alfa2: string; alfa3: string; short: string; full: string };
