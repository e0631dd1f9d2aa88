import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decodeCursor, encodeCursor, keysetAfter, pageOf, pageWindow, type SortKeyPart } from './pagination.js';

const dialect = new PgDialect();
const render = (condition: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};

const addedAt = (direction: 'ASC' | 'DESC'): SortKeyPart => ({
  key: sql.raw('added_at'),
  direction,
  type: 'timestamptz',
});
const id = (direction: 'ASC' | 'DESC'): SortKeyPart => ({ key: sql.raw('id'), direction, type: 'uuid' });

describe('pageWindow / pageOf', () => {
  it('turns SPEC {page, page_size} into the rows to skip and take', () => {
    expect(pageWindow({ page: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 400, page_size: 20 })).toEqual({ limit: 20, offset: 7980 });
    expect(pageOf(['a'], 7)).toEqual({ items: ['a'], totalCount: 7 });
  });
});

describe('cursors', () => {
  it('give back the key values for the query they were made for, and nothing for another query', () => {
    const cursor = encodeCursor('FIO:ASC', ['иванов иван ', '0b7c…', null, 2]);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, 'FIO:ASC', 4)).toEqual(['иванов иван ', '0b7c…', null, 2]);
    expect(decodeCursor(cursor, 'FIO:DESC', 4)).toBeUndefined();
  });

  it('refuse anything that is not one of ours with a Russian message on the field', () => {
    const other = Buffer.from(JSON.stringify([1, 'x', [{}]])).toString('base64url');
    for (const bad of ['', 'not a cursor', other, encodeCursor('s', ['a'])]) {
      const error = (() => {
        try {
          decodeCursor(bad, 's', 2);
        } catch (e) {
          return e;
        }
      })();
      expect(error, bad).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toEqual({ after: expect.stringMatching(/^Ссылка на следующую страницу/) });
    }
  });
});

describe('keysetAfter', () => {
  it('is a row comparison an index can seek to when every part goes one way', () => {
    expect(render(keysetAfter([addedAt('DESC'), id('DESC')], ['2026-03-01 09:00:00.123456+00', 'u1']))).toEqual({
      sql: '(added_at, id) < (cast($1 as timestamptz), cast($2 as uuid))',
      params: ['2026-03-01 09:00:00.123456+00', 'u1'],
    });
    expect(render(keysetAfter([addedAt('ASC'), id('ASC')], ['t', 'u1'])).sql).toBe(
      '(added_at, id) > (cast($1 as timestamptz), cast($2 as uuid))',
    );
  });

  it('spells the order out when directions differ, with nulls last', () => {
    const rank: SortKeyPart = { key: sql.raw('rank'), direction: 'DESC', type: 'integer' };
    expect(render(keysetAfter([rank, id('ASC')], [1, 'u1'])).sql).toBe(
      '(rank < cast($1 as integer) or (rank = cast($2 as integer) and (id > cast($3 as uuid) or id is null)) or rank is null)',
    );
  });

  it('bounds a never-null first part so an index can seek to it', () => {
    const rank: SortKeyPart = { key: sql.raw('rank'), direction: 'DESC', type: 'integer', notNull: true };
    expect(render(keysetAfter([rank, id('ASC')], [1, 'u1'])).sql).toBe(
      '(rank <= cast($1 as integer) and (rank < cast($2 as integer) or (rank = cast($3 as integer) and (id > cast($4 as uuid) or id is null)) or rank is null))',
    );
  });

  it('after a null value only the remaining nulls follow', () => {
    const name: SortKeyPart = { key: sql.raw('name'), direction: 'ASC', type: 'text' };
    expect(render(keysetAfter([name, id('ASC')], [null, 'u1'])).sql).toBe(
      '(name is null and (id > cast($1 as uuid) or id is null))',
    );
  });
});
