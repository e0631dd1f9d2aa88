/** Expands the sandbox's compact records into the suggestions DaData answers, extra fields included. */
import { createHash } from 'node:crypto';
import type {
  DadataAddress,
  DadataBank,
  DadataCountry,
  DadataParty,
  DadataState,
  DadataSuggestion,
} from '../dadata.client.js';
import type { SandboxAddress, SandboxBank, SandboxCountry, SandboxParty } from './types.js';

/** The day the records were checked; DaData calls it actuality_date. */
const ACTUALITY_DATE = Date.UTC(2025, 5, 1);

function state(record: { status?: string; liquidationDate?: string }): DadataState {
  return {
    status: record.status ?? 'ACTIVE',
    code: null,
    actuality_date: ACTUALITY_DATE,
    registration_date: null,
    liquidation_date: record.liquidationDate ? Date.parse(record.liquidationDate) : null,
  };
}

/** An address known only as text (banks, companies): DaData gives its parts too; the sandbox does not. */
const addressOnly = (value: string, postalCode: string | null): DadataSuggestion<DadataAddress | null> => ({
  value,
  unrestricted_value: postalCode ? `${postalCode}, ${value}` : value,
  data: null,
});

export function bankSuggestion(b: SandboxBank): DadataSuggestion<DadataBank> {
  return {
    value: b.payment,
    unrestricted_value: `${b.payment}, ${b.city}`,
    data: {
      opf: { type: b.kind, full: null, short: null },
      name: { payment: b.payment, full: null, short: b.short },
      bic: b.bic,
      swift: b.swift,
      inn: b.inn,
      kpp: b.kpp,
      okpo: null,
      correspondent_account: b.corr,
      treasury_accounts: null,
      registration_number: null,
      payment_city: b.city,
      state: state(b),
      rkc: null,
      address: addressOnly(b.address, b.postalCode),
      phones: null,
    },
  };
}

export function partySuggestion(p: SandboxParty): DadataSuggestion<DadataParty> {
  return {
    value: p.shortWithOpf,
    unrestricted_value: p.shortWithOpf,
    data: {
      inn: p.inn,
      kpp: p.kpp,
      ogrn: p.ogrn,
      ogrn_date: null,
      hid: createHash('sha256').update(p.ogrn).digest('hex'),
      type: p.type,
      branch_type: p.type === 'LEGAL' ? 'MAIN' : null,
      branch_count: p.type === 'LEGAL' ? 0 : null,
      name: {
        full_with_opf: p.fullWithOpf,
        short_with_opf: p.shortWithOpf,
        latin: null,
        full: p.fullName,
        short: p.shortName,
      },
      opf: { type: '2014', code: p.opf.code, full: p.opf.full, short: p.opf.short },
      fio: p.fio ?? null,
      management: p.management ? { ...p.management, disqualified: null } : null,
      state: state(p),
      okved: p.okved,
      okved_type: p.okved ? '2014' : null,
      address: addressOnly(p.address, p.postalCode),
      phones: null,
      emails: null,
    },
  };
}

const blockTypes: Record<string, string> = { стр: 'строение', к: 'корпус' };

export function addressSuggestion(a: SandboxAddress): DadataSuggestion<DadataAddress> {
  const c = a.city;
  const isFederalCity = c.regionType === 'г';
  const regionWithType = ['г', 'Респ'].includes(c.regionType)
    ? `${c.regionType} ${c.region}`
    : `${c.region} ${c.regionType}`;
  const cityWithType = `г ${c.city}`;
  const house = a.block ? `д ${a.house} ${a.block[0]} ${a.block[1]}` : `д ${a.house}`;
  const value = [...(isFederalCity ? [] : [regionWithType, c.area]), cityWithType, a.street, house]
    .filter(Boolean)
    .join(', ');
  return {
    value,
    unrestricted_value: `${a.postalCode}, ${value}`,
    data: {
      postal_code: a.postalCode,
      country: 'Россия',
      country_iso_code: 'RU',
      federal_district: c.federalDistrict,
      region_fias_id: null,
      region_kladr_id: c.regionKladrId,
      region_iso_code: c.regionIso,
      region_with_type: regionWithType,
      region_type: c.regionType,
      region_type_full: c.regionTypeFull,
      region: c.region,
      area_with_type: c.area,
      city_fias_id: null,
      city_kladr_id: c.cityKladrId,
      city_with_type: cityWithType,
      city_type: 'г',
      city_type_full: 'город',
      city: c.city,
      settlement_with_type: null,
      street_with_type: a.street,
      street_type: a.streetType,
      street_type_full: a.streetTypeFull,
      street: a.street
        .split(' ')
        .filter((word) => word !== a.streetType)
        .join(' '),
      house_type: 'д',
      house_type_full: 'дом',
      house: a.house,
      block_type: a.block?.[0] ?? null,
      block_type_full: a.block ? (blockTypes[a.block[0]] ?? a.block[0]) : null,
      block: a.block?.[1] ?? null,
      flat_type: null,
      flat: null,
      fias_id: null,
      fias_level: '8',
      kladr_id: null,
      geo_lat: c.geo[0],
      geo_lon: c.geo[1],
      qc_geo: '4',
      timezone: c.timezone,
    },
  };
}

export const countrySuggestion = (c: SandboxCountry): DadataSuggestion<DadataCountry> => ({
  value: c.short,
  unrestricted_value: c.short,
  data: { code: c.code, alfa2: c.alfa2, alfa3: c.alfa3, name_short: c.short, name: c.full },
});
