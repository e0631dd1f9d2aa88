/**
 * Public lookups: bank, company (party), address and country suggestions from DaData, narrowed to
 * the fields the portal uses. An exact БИК or ИНН asks findById (one precise answer); anything else
 * asks suggest. Failures are LOOKUP_UNAVAILABLE: the form then takes the field typed by hand.
 */
import {
  type AddressData,
  type AddressLookupResponse,
  type BankLookupResponse,
  type CountryLookupResponse,
  innValid,
  organisationStatusSchema,
  type PartyLookupResponse,
} from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import {
  type DadataAddress,
  type DadataBank,
  type DadataClient,
  type DadataCountry,
  type DadataParty,
  type DadataState,
  type DadataSuggestion,
  lookupUnavailable,
} from '../../integrations/dadata/dadata.client.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { lookupsRateLimits } from './lookups.rate-limits.js';

export type LookupInput = { query: string; count: number };

/** Upstream JSON is not trusted to match its documentation field by field. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

async function admit(ctx: AppContext, meta: RequestMeta): Promise<DadataClient> {
  await consumeRateLimit(ctx.db, lookupsRateLimits.lookupsByIp, meta.ip, ctx.now());
  if (!ctx.dadata) throw lookupUnavailable('not-configured');
  return ctx.dadata;
}

/** Banks by БИК (exact) or by name, БИК prefix, SWIFT, ИНН or city. */
export async function lookupBanks(ctx: AppContext, input: LookupInput, meta: RequestMeta): Promise<BankLookupResponse> {
  const dadata = await admit(ctx, meta);
  const found = /^\d{9}$/.test(input.query)
    ? await dadata.findById('bank', input.query, input.count)
    : await dadata.suggest('bank', input.query, input.count);
  return { suggestions: found.flatMap((s) => narrowBank(ctx, s)) };
}

/** Companies and entrepreneurs by ИНН (exact) or by name, ИНН prefix or ОГРН. */
export async function lookupParties(
  ctx: AppContext,
  input: LookupInput,
  meta: RequestMeta,
): Promise<PartyLookupResponse> {
  const dadata = await admit(ctx, meta);
  const isInn = /^(\d{10}|\d{12})$/.test(input.query);
  // An ИНН with a wrong check digit belongs to nobody: no need to ask.
  if (isInn && !innValid(input.query)) return { suggestions: [] };
  const found = isInn
    ? await dadata.findById('party', input.query, input.count)
    : await dadata.suggest('party', input.query, input.count);
  return { suggestions: found.flatMap((s) => narrowParty(ctx, s)) };
}

export async function lookupAddresses(
  ctx: AppContext,
  input: LookupInput,
  meta: RequestMeta,
): Promise<AddressLookupResponse> {
  const dadata = await admit(ctx, meta);
  const found = await dadata.suggest('address', input.query, input.count);
  return { suggestions: found.map(narrowAddress) };
}

export async function lookupCountries(
  ctx: AppContext,
  input: LookupInput,
  meta: RequestMeta,
): Promise<CountryLookupResponse> {
  const dadata = await admit(ctx, meta);
  const found = await dadata.suggest('country', input.query, input.count);
  return { suggestions: found.map(narrowCountry) };
}

const day = (ms: number | null | undefined) =>
  typeof ms === 'number' ? new Date(ms).toISOString().slice(0, 10) : null;

/** A state DaData may add to its list some day is not guessed at: the suggestion is left out. */
function narrowState(ctx: AppContext, state: Loose<DadataState> | null | undefined) {
  const status = organisationStatusSchema.safeParse(state?.status ?? 'ACTIVE');
  if (!status.success) {
    ctx.log.warn({ status: state?.status }, 'DaData answered an unknown organisation status');
    return null;
  }
  return { status: status.data, liquidation_date: day(state?.liquidation_date) };
}

function narrowBank(ctx: AppContext, s: DadataSuggestion<Loose<DadataBank>>) {
  const d = s.data;
  const state = narrowState(ctx, d.state);
  if (!d.bic || !state) return [];
  return [
    {
      value: s.value,
      unrestricted_value: s.unrestricted_value ?? s.value,
      data: {
        bic: d.bic,
        name: { payment: d.name?.payment ?? s.value, short: d.name?.short ?? null },
        correspondent_account: d.correspondent_account ?? null,
        swift: d.swift ?? null,
        inn: d.inn ?? null,
        kpp: d.kpp ?? null,
        address: { value: d.address?.value ?? d.payment_city ?? '' },
        state,
      },
    },
  ];
}

function narrowParty(ctx: AppContext, s: DadataSuggestion<Loose<DadataParty>>) {
  const d = s.data;
  const state = narrowState(ctx, d.state);
  if (!d.inn || !state || (d.type !== 'LEGAL' && d.type !== 'INDIVIDUAL')) return [];
  return [
    {
      value: s.value,
      unrestricted_value: s.unrestricted_value ?? s.value,
      data: {
        inn: d.inn,
        kpp: d.kpp ?? null,
        ogrn: d.ogrn ?? null,
        name: { full_with_opf: d.name?.full_with_opf ?? s.value, short_with_opf: d.name?.short_with_opf ?? null },
        type: d.type,
        management: d.management?.name ? { name: d.management.name, post: d.management.post ?? null } : null,
        address: d.address?.value ? { value: d.address.value } : null,
        state,
      },
    },
  ];
}

const addressParts = [
  'postal_code',
  'region_with_type',
  'area_with_type',
  'city_with_type',
  'settlement_with_type',
  'street_with_type',
  'house_type',
  'house',
  'block_type',
  'block',
  'flat_type',
  'flat',
  'fias_id',
  'fias_level',
  'kladr_id',
  'geo_lat',
  'geo_lon',
] as const satisfies readonly (keyof AddressData & keyof DadataAddress)[];

function narrowAddress(s: DadataSuggestion<Loose<DadataAddress>>) {
  const data = Object.fromEntries(addressParts.map((part) => [part, s.data[part] ?? null])) as Omit<
    AddressData,
    'country'
  >;
  return {
    value: s.value,
    unrestricted_value: s.unrestricted_value ?? s.value,
    data: { ...data, country: s.data.country ?? 'Россия' },
  };
}

function narrowCountry(s: DadataSuggestion<Loose<DadataCountry>>) {
  const d = s.data;
  const nameShort = d.name_short ?? s.value;
  return {
    value: s.value,
    unrestricted_value: s.unrestricted_value ?? s.value,
    data: {
      code: d.code ?? '',
      alfa2: d.alfa2 ?? '',
      alfa3: d.alfa3 ?? '',
      name_short: nameShort,
      name: d.name ?? nameShort,
    },
  };
}
