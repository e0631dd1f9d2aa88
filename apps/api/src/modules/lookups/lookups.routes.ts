/** SPEC §7 Lookup: public address, bank, country and company suggestions (SPEC §6: no session needed). */
import {
  addressLookupResponseSchema,
  apiPaths,
  bankLookupResponseSchema,
  countryLookupResponseSchema,
  errorBodySchema,
  lookupRequestSchema,
  partyLookupResponseSchema,
} from '@vyplaty/contracts';
import { contextFor, requestMeta } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { lookupAddresses, lookupBanks, lookupCountries, lookupParties } from './lookups.service.js';

const tags = ['Подсказки'];
const errors = { 400: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };
const unavailable = 'Если сервис подсказок недоступен — 503 LOOKUP_UNAVAILABLE, поле заполняют вручную.';

export const lookupRoutes: NonNullable<AppModule['publicRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.lookups.bank,
    {
      schema: {
        tags,
        summary: 'Банк по БИК или названию',
        description: `Девять цифр — точный поиск по БИК; иначе подсказки по названию, началу БИК, SWIFT, ИНН или городу. ${unavailable}`,
        body: lookupRequestSchema,
        response: { 200: bankLookupResponseSchema, ...errors },
      },
    },
    async (req) => lookupBanks(contextFor(ctx, req), req.body, requestMeta(req)),
  );

  app.post(
    apiPaths.lookups.party,
    {
      schema: {
        tags,
        summary: 'Организация или ИП по ИНН или названию',
        description: `10 или 12 цифр — точный поиск по ИНН; иначе подсказки по названию, началу ИНН или ОГРН. ${unavailable}`,
        body: lookupRequestSchema,
        response: { 200: partyLookupResponseSchema, ...errors },
      },
    },
    async (req) => lookupParties(contextFor(ctx, req), req.body, requestMeta(req)),
  );

  app.post(
    apiPaths.lookups.address,
    {
      schema: {
        tags,
        summary: 'Подсказки адреса',
        description: `По любой части адреса: город, улица, дом, индекс. ${unavailable}`,
        body: lookupRequestSchema,
        response: { 200: addressLookupResponseSchema, ...errors },
      },
    },
    async (req) => lookupAddresses(contextFor(ctx, req), req.body, requestMeta(req)),
  );

  app.post(
    apiPaths.lookups.country,
    {
      schema: {
        tags,
        summary: 'Страна по названию или коду ОКСМ',
        description: `По краткому или полному названию, цифровому коду ОКСМ или буквенным кодам. ${unavailable}`,
        body: lookupRequestSchema,
        response: { 200: countryLookupResponseSchema, ...errors },
      },
    },
    async (req) => lookupCountries(contextFor(ctx, req), req.body, requestMeta(req)),
  );
};
