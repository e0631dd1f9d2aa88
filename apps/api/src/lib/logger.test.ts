import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, type LineTarget, loggerOptions, perTurn } from './logger.js';

/** Two loggers with the same options: ours, and pino's own redaction on every value (the reference). */
function bothWays() {
  const ours: string[] = [];
  const reference: string[] = [];
  return {
    ours,
    reference,
    logger: createLogger('trace', { write: (line: string) => void ours.push(line) }),
    referenceLogger: pino(loggerOptions('trace'), { write: (line: string) => void reference.push(line) }),
  };
}
const withoutTime = (lines: string[]) => lines.map((line) => line.replace(/"time":\d+,/, ''));

describe('the logger', () => {
  it('writes every line byte for byte as pino redacting every value would', () => {
    const { ours, reference, logger, referenceLogger } = bothWays();
    const failure = Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED', password: 'leak-1' });
    const values: unknown[] = [
      'GET',
      '/v1/user/profile',
      'кириллица «ёлка»',
      'quote " backslash \\ newline \n tab \t nul \u0000 lone \ud800 pair 😀',
      'x'.repeat(150),
      '',
      0,
      -0,
      401,
      0.4,
      -12.75,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      null,
      undefined,
      10n,
      [1, 'two', { password: 'leak-2' }],
      { password: 'leak-3', code: '123456', login: 'a@b.ru', kept: 'yes', deeper: { token: 'not-a-path' } },
      new Date(0),
    ];
    for (const log of [logger, referenceLogger]) {
      for (const value of values) {
        log.info({ method: value, status: value, nested: { value } }, 'request completed');
        log.warn({ value }, 'message with %s and %d', 'text', 42);
      }
      log.error({ err: failure, route: '/v1/x', error: 'Error', code: 'ECONNREFUSED' }, 'request failed');
      log.info({ req: { id: 'req-1', method: 'GET', url: '/a?token=x', headers: { cookie: 'vp_session=s' } } });
      log.info({ res: { statusCode: 200, headers: { 'set-cookie': 'vp_session=s' } } }, 'answered');
      log
        .child({ reqId: 'req-7' })
        .info({ method: 'GET', path: '/v1/health', status: 200, ms: 0.3 }, 'request completed');
      log.child({ reqId: 'req-8', job: { name: 'payouts.execute', login: 'a@b.ru' } }).debug('job started');
      log.info('plain message «текст» "quoted"');
      log.info({ msg: 'message as a field' });
    }
    expect(ours.length).toBe(values.length * 2 + 7);
    expect(withoutTime(ours)).toEqual(withoutTime(reference));
    // Redaction still runs where a path matches (one level under any key, and the request's headers).
    expect(ours.join('')).toContain('"password":"[скрыто]","code":"[скрыто]","login":"[скрыто]","kept":"yes"');
  });
});

describe('stdout a turn at a time', () => {
  function recording() {
    const writes: string[] = [];
    const target: LineTarget = {
      write: (data: string) => writes.push(data),
      flush: (cb) => cb?.(),
      flushSync: () => {},
    };
    return { writes, stream: perTurn(target) };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('writes the lines of one turn in one write, in order, once the turn ends', async () => {
    const { writes, stream } = recording();
    stream.write('one\n');
    stream.write('two\n');
    stream.write('three\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\nthree\n']);
    stream.write('four\n');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\nthree\n', 'four\n']);
  });

  it('writes what waits at once on flush and flushSync, and nothing twice', async () => {
    const { writes, stream } = recording();
    stream.write('a\n');
    stream.flushSync();
    expect(writes).toEqual(['a\n']);
    stream.write('b\n');
    let flushed = false;
    stream.flush(() => {
      flushed = true;
    });
    expect(writes).toEqual(['a\n', 'b\n']);
    expect(flushed).toBe(true);
    await nextTurn();
    expect(writes).toEqual(['a\n', 'b\n']);
  });
});
