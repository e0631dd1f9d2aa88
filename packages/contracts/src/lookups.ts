/**
 * Public lookups (SPEC §6, §7 "Lookup"): address, bank, country and company (party) suggestions for
 * forms. Answers keep the shape of the DaData Suggestions API (`{suggestions: [{value,
 * unrestricted_value, data}]}`) with `data` narrowed to what the portal uses.
 */
import { z } from 'zod';

export const LOOKUP_QUERY_MAX_LENGTH = 300;
export const LOOKUP_COUNT_MAX = 20;
export const LOOKUP_COUNT_DEFAULT = 10;

const countMessage = `Количество подсказок — целое число от 1 до ${LOOKUP_COUNT_MAX}`;

/**
 * Every lookup takes the text typed so far. Bank: a БИК (9 digits) or part of the name; company: an
 * ИНН (10 or 12 digits) or part of the name; address and country: any part.
 */
export const lookupRequestSchema = z.object(
  {
    query: z
      .string({ error: 'Введите запрос для поиска' })
      .trim()
      .min(1, 'Введите запрос для поиска')
      .max(LOOKUP_QUERY_MAX_LENGTH, `Запрос не длиннее ${LOOKUP_QUERY_MAX_LENGTH} символов`),
    count: z
      .number({ error: countMessage })
      .int(countMessage)
      .min(1, countMessage)
      .max(LOOKUP_COUNT_MAX, countMessage)
      .default(LOOKUP_COUNT_DEFAULT),
  },
  { error: 'Введите запрос для поиска' },
);
export type LookupRequest = z.input<typeof lookupRequestSchema>;

/** State of an organisation or a bank in ЕГРЮЛ / the Bank of Russia directory (DaData's values). */
export const organisationStatusSchema = z.enum(['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING']);
export type OrganisationStatus = z.infer<typeof organisationStatusSchema>;

const organisationStateSchema = z.object({
  status: organisationStatusSchema,
  /** ISO date (YYYY-MM-DD) the organisation ceased to exist; null while it exists. */
  liquidation_date: z.string().nullable(),
});

const addressValueSchema = z.object({ value: z.string() });

const suggestionOf = <T extends z.ZodType>(data: T) =>
  z.object({
    /** What the field shows once the suggestion is chosen. */
    value: z.string(),
    /** The fullest form (with postal code, region, district). */
    unrestricted_value: z.string(),
    data,
  });

export const bankDataSchema = z.object({
  bic: z.string(),
  /** `payment`: the name to write in payment orders; `short`: the everyday name. */
  name: z.object({ payment: z.string(), short: z.string().nullable() }),
  /** 20 digits, 301…; null for the Bank of Russia's own units and the treasury. */
  correspondent_account: z.string().nullable(),
  swift: z.string().nullable(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  address: addressValueSchema,
  state: organisationStateSchema,
});
export type BankData = z.infer<typeof bankDataSchema>;
export const bankSuggestionSchema = suggestionOf(bankDataSchema);
export type BankSuggestion = z.infer<typeof bankSuggestionSchema>;

export const partyTypeSchema = z.enum(['LEGAL', 'INDIVIDUAL']);
export type PartyType = z.infer<typeof partyTypeSchema>;

export const partyDataSchema = z.object({
  inn: z.string(),
  /** Organisations only; null for an ИП. */
  kpp: z.string().nullable(),
  /** ОГРН, or ОГРНИП of an ИП. */
  ogrn: z.string().nullable(),
  name: z.object({ full_with_opf: z.string(), short_with_opf: z.string().nullable() }),
  /** LEGAL: an organisation; INDIVIDUAL: an individual entrepreneur (ИП). */
  type: partyTypeSchema,
  /** The head (who signs by default); null for an ИП or when ЕГРЮЛ has none. */
  management: z.object({ name: z.string(), post: z.string().nullable() }).nullable(),
  address: addressValueSchema.nullable(),
  state: organisationStateSchema,
});
export type PartyData = z.infer<typeof partyDataSchema>;
export const partySuggestionSchema = suggestionOf(partyDataSchema);
export type PartySuggestion = z.infer<typeof partySuggestionSchema>;

const part = z.string().nullable();

/** Parts of a Russian address (ФИАС); a suggestion may stop at the city or street, leaving the rest null. */
export const addressDataSchema = z.object({
  postal_code: part,
  country: z.string(),
  region_with_type: part,
  area_with_type: part,
  city_with_type: part,
  settlement_with_type: part,
  street_with_type: part,
  house_type: part,
  house: part,
  block_type: part,
  block: part,
  flat_type: part,
  flat: part,
  fias_id: part,
  /** 1 region … 8 house, 9 flat (ФИАС levels as DaData reports them). */
  fias_level: part,
  kladr_id: part,
  geo_lat: part,
  geo_lon: part,
});
export type AddressData = z.infer<typeof addressDataSchema>;
export const addressSuggestionSchema = suggestionOf(addressDataSchema);
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** A country of ОКСМ (the Russian classifier of the world's countries). */
export const countryDataSchema = z.object({
  /** ОКСМ digital code, 3 digits (e.g. '398'). */
  code: z.string(),
  alfa2: z.string(),
  alfa3: z.string(),
  name_short: z.string(),
  name: z.string(),
});
export type CountryData = z.infer<typeof countryDataSchema>;
export const countrySuggestionSchema = suggestionOf(countryDataSchema);
export type CountrySuggestion = z.infer<typeof countrySuggestionSchema>;

export const bankLookupResponseSchema = z.object({ suggestions: z.array(bankSuggestionSchema) });
export type BankLookupResponse = z.infer<typeof bankLookupResponseSchema>;
export const partyLookupResponseSchema = z.object({ suggestions: z.array(partySuggestionSchema) });
export type PartyLookupResponse = z.infer<typeof partyLookupResponseSchema>;
export const addressLookupResponseSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>;
export const countryLookupResponseSchema = z.object({ suggestions: z.array(countrySuggestionSchema) });
export type CountryLookupResponse = z.infer<typeof countryLookupResponseSchema>;
