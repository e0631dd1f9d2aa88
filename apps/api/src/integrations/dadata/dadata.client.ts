/**
 * Client of the DaData Suggestions API (https://dadata.ru/api/suggest/), version 4_1:
 * POST {base}/suggestions/api/4_1/rs/suggest/{address|bank|country|party} and
 * POST {base}/suggestions/api/4_1/rs/findById/{party|bank}, JSON `{query, count}`, header
 * `Authorization: Token <key>`; the answer is `{suggestions: [{value, unrestricted_value, data}]}`.
 * The sandbox at /sandbox/dadata answers the same protocol.
 *
 * Every failure becomes LOOKUP_UNAVAILABLE: lookups only help to fill a form, so the person gets a
 * short message and types the field by hand. The upstream status stays on the error for the log.
 */
import { AppError } from '../../lib/errors.js';

export type DadataSuggestion<T> = { value: string; unrestricted_value: string; data: T };

/** Dates in DaData are milliseconds since the epoch (UTC midnight of the day). */
export type DadataState = {
  status: string;
  code: string | null;
  actuality_date: number | null;
  registration_date: number | null;
  liquidation_date: number | null;
};

/** The fields of an address DaData returns (a subset: the API has ~80). */
export type DadataAddress = {
  postal_code: string | null;
  country: string;
  country_iso_code: string | null;
  federal_district: string | null;
  region_fias_id: string | null;
  region_kladr_id: string | null;
  region_iso_code: string | null;
  region_with_type: string | null;
  region_type: string | null;
  region_type_full: string | null;
  region: string | null;
  area_with_type: string | null;
  city_fias_id: string | null;
  city_kladr_id: string | null;
  city_with_type: string | null;
  city_type: string | null;
  city_type_full: string | null;
  city: string | null;
  settlement_with_type: string | null;
  street_with_type: string | null;
  street_type: string | null;
  street_type_full: string | null;
  street: string | null;
  house_type: string | null;
  house_type_full: string | null;
  house: string | null;
  block_type: string | null;
  block_type_full: string | null;
  block: string | null;
  flat_type: string | null;
  flat: string | null;
  fias_id: string | null;
  fias_level: string | null;
  kladr_id: string | null;
  geo_lat: string | null;
  geo_lon: string | null;
  /** Precision of geo_*: 0 exact … 4 city, 5 not found. */
  qc_geo: string | null;
  timezone: string | null;
};

export type DadataBank = {
  opf: { type: string; full: string | null; short: string | null };
  name: { payment: string | null; full: string | null; short: string | null };
  bic: string | null;
  swift: string | null;
  inn: string | null;
  kpp: string | null;
  okpo: string | null;
  correspondent_account: string | null;
  treasury_accounts: string[] | null;
  registration_number: string | null;
  payment_city: string | null;
  state: DadataState;
  rkc: DadataBank | null;
  address: DadataSuggestion<DadataAddress | null> | null;
  phones: string[] | null;
};

export type DadataParty = {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  ogrn_date: number | null;
  hid: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  branch_type: 'MAIN' | 'BRANCH' | null;
  branch_count: number | null;
  name: {
    full_with_opf: string | null;
    short_with_opf: string | null;
    latin: string | null;
    full: string | null;
    short: string | null;
  };
  opf: { type: string | null; code: string | null; full: string | null; short: string | null };
  fio: { surname: string; name: string; patronymic: string | null } | null;
  management: { name: string; post: string | null; disqualified: boolean | null } | null;
  state: DadataState;
  okved: string | null;
  okved_type: string | null;
  address: DadataSuggestion<DadataAddress | null> | null;
  phones: unknown[] | null;
  emails: unknown[] | null;
};

export type DadataCountry = { code: string; alfa2: string; alfa3: string; name_short: string; name: string };

type DataOf = { address: DadataAddress; bank: DadataBank; country: DadataCountry; party: DadataParty };
export type DadataSuggestKind = keyof DataOf;
/** findById answers an exact identifier: БИК, SWIFT or ИНН of a bank; ИНН or ОГРН of a party. */
export type DadataFindKind = 'bank' | 'party';

export type DadataClient = {
  suggest<K extends DadataSuggestKind>(kind: K, query: string, count: number): Promise<DadataSuggestion<DataOf[K]>[]>;
  findById<K extends DadataFindKind>(kind: K, query: string, count: number): Promise<DadataSuggestion<DataOf[K]>[]>;
};

export const LOOKUP_UNAVAILABLE_MESSAGE = 'Сервис подсказок временно недоступен, заполните поле вручную';

/**
 * HTTP answers DaData documents: 400 bad request, 401 no key, 403 wrong key or the daily quota spent,
 * 405 not POST, 413 query over 300 characters or count over 20, 429 over 30 requests a second from
 * one IP, 5xx their failure. All of them, a network error or a timeout mean the same to the person.
 */
export const lookupUnavailable = (upstream: string | number) =>
  new AppError('LOOKUP_UNAVAILABLE', { message: LOOKUP_UNAVAILABLE_MESSAGE, upstream });

export function createDadataClient(options: {
  baseUrl: () => string;
  apiKey: string;
  timeoutMs?: number;
}): DadataClient {
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: 'suggest' | 'findById',
    kind: string,
    query: string,
    count: number,
  ): Promise<DadataSuggestion<T>[]> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}/suggestions/api/4_1/rs/${method}/${kind}`, {
        method: 'POST',
        headers: {
          Authorization: `Token ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ query, count }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw lookupUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw lookupUnavailable(response.status);
    }
    let body: { suggestions?: unknown };
    try {
      body = (await response.json()) as { suggestions?: unknown };
    } catch (error) {
      throw lookupUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'malformed');
    }
    if (!Array.isArray(body?.suggestions)) throw lookupUnavailable('malformed');
    return body.suggestions as DadataSuggestion<T>[];
  }

  return {
    suggest: <K extends DadataSuggestKind>(kind: K, query: string, count: number) =>
      call<DataOf[K]>('suggest', kind, query, count),
    findById: <K extends DadataFindKind>(kind: K, query: string, count: number) =>
      call<DataOf[K]>('findById', kind, query, count),
  };
}
