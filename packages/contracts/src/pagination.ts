/** `{page, page_size}` of every list call (→ `{items, totalCount}`), with the Russian messages of each bound. */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const pageNumber = (n: z.ZodNumber) =>
  n
    .int('Номер страницы должен быть целым')
    .min(1, 'Номер страницы начинается с 1')
    .max(100_000, 'Слишком большой номер страницы');
const pageSize = (n: z.ZodNumber) =>
  n
    .int('Размер страницы должен быть целым')
    .min(1, `Размер страницы от 1 до ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Размер страницы от 1 до ${MAX_PAGE_SIZE}`);

/** In a JSON body (POST lists): numbers as numbers. */
export const bodyPageFields = {
  page: pageNumber(z.number({ error: 'Номер страницы должен быть числом' })).default(1),
  page_size: pageSize(z.number({ error: 'Размер страницы должен быть числом' })).default(DEFAULT_PAGE_SIZE),
};

/** In a query string (GET lists), where numbers arrive as text. */
export const queryPageFields = {
  page: pageNumber(z.coerce.number({ error: 'Номер страницы должен быть числом' })).default(1),
  page_size: pageSize(z.coerce.number({ error: 'Размер страницы должен быть числом' })).default(DEFAULT_PAGE_SIZE),
};

/**
 * Keyset paging of long lists (docs/decisions/lists.md): the answer's `next_cursor` sent back as `after`
 * together with the next page number reads that page from an index instead of skipping the rows before
 * it. Optional: without it, or with a cursor of another order or filter, the page number decides.
 */
export const cursorPageFields = {
  after: z
    .string({ error: 'Курсор страницы — строка' })
    .max(512, 'Слишком длинный курсор страницы')
    .optional()
    .describe('next_cursor предыдущей страницы'),
};

/** The cursor of the page's last row; null on the last page. */
export const nextCursorField = {
  next_cursor: z.string().nullable().optional().describe('Передайте как after вместе со следующим page'),
};
