/**
 * Emulator of the DaData Suggestions API for embedded mode and tests, at /sandbox/dadata: the same
 * paths, headers, limits and answers as suggestions.dadata.ru (401 without the key, 413 for a query
 * over 300 characters or count over 20), over the data in dadata.sandbox-data/.
 *
 * suggest matches every word of the query against the beginnings of the record's words (case and ё
 * ignored), records whose text starts with the query first; findById matches an identifier exactly.
 */
import type { FastifyInstance } from 'fastify';
import type { DadataSuggestion } from './dadata.client.js';
import { addresses, banks, countries, parties } from './dadata.sandbox-data/index.js';
import { addressSuggestion, bankSuggestion, countrySuggestion, partySuggestion } from './dadata.sandbox-data/shape.js';

/** The API key the sandbox accepts; the portal uses it when DADATA_API_KEY is not set. */
export const DADATA_SANDBOX_KEY = 'sandbox';

const MAX_QUERY_LENGTH = 300;
const MAX_COUNT = 20;
const DEFAULT_COUNT = 10;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Entry = { suggestion: DadataSuggestion<unknown>; text: string; words: string[]; ids: string[] };

function entry(suggestion: DadataSuggestion<unknown>, searchable: (string | null)[], ids: (string | null)[] = []) {
  const text = normalize(searchable.filter(Boolean).join(' '));
  return {
    suggestion,
    text,
    words: text.split(' '),
    ids: ids.filter((id): id is string => Boolean(id)),
  } satisfies Entry;
}

const indexes = {
  bank: banks.map((b) =>
    entry(bankSuggestion(b), [b.payment, b.short, b.bic, b.swift, b.inn, b.address, b.city], [b.bic, b.swift, b.inn]),
  ),
  party: parties.map((p) =>
    entry(partySuggestion(p), [p.shortWithOpf, p.fullWithOpf, p.inn, p.ogrn, p.address], [p.inn, p.ogrn]),
  ),
  address: addresses.map((a) => {
    const suggestion = addressSuggestion(a);
    return entry(suggestion, [suggestion.unrestricted_value]);
  }),
  country: countries.map((c) => entry(countrySuggestion(c), [c.short, c.full, c.code, c.alfa2, c.alfa3])),
};

type Kind = keyof typeof indexes;
const isKind = (kind: string): kind is Kind => kind in indexes;

function suggest(index: Entry[], query: string): Entry[] {
  const normalized = normalize(query);
  if (!normalized) return [];
  const tokens = normalized.split(' ');
  const found = index.filter((e) => tokens.every((t) => e.words.some((w) => w.startsWith(t))));
  const rank = (e: Entry) => (e.text.startsWith(normalized) ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b));
}

const findById = (index: Entry[], query: string) => index.filter((e) => e.ids.includes(query.trim()));

/** DaData's error body. */
const failure = (reason: string, message: string) => ({ family: 'CLIENT_ERROR', reason, message });

export function registerDadataSandbox(app: FastifyInstance, apiKey: string) {
  app.register(async (scope) => {
    scope.post<{ Params: { method: string; kind: string }; Body: { query?: unknown; count?: unknown } | undefined }>(
      '/sandbox/dadata/suggestions/api/4_1/rs/:method/:kind',
      async (req, reply) => {
        if (req.headers.authorization !== `Token ${apiKey}`) {
          return reply.code(401).send(failure('Unauthorized', 'Не указан или неверный API-ключ'));
        }
        const { method, kind } = req.params;
        const canFind = kind === 'bank' || kind === 'party';
        if (!isKind(kind) || !(method === 'suggest' || (method === 'findById' && canFind))) {
          return reply.code(404).send(failure('Not Found', 'Метод не найден'));
        }
        const query = req.body?.query;
        const count = req.body?.count ?? DEFAULT_COUNT;
        if (typeof query !== 'string' || typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
          return reply.code(400).send(failure('Bad Request', 'Некорректный запрос'));
        }
        if (query.length > MAX_QUERY_LENGTH || count > MAX_COUNT) {
          return reply.code(413).send(failure('Request Entity Too Large', 'Слишком длинный запрос'));
        }
        const found = method === 'suggest' ? suggest(indexes[kind], query) : findById(indexes[kind], query);
        return { suggestions: found.slice(0, count).map((e) => e.suggestion) };
      },
    );
  });
}
