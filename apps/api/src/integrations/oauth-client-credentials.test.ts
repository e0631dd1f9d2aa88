import { describe, expect, it } from 'vitest';
import { basicTokenRequest, clientCredentials, TOKEN_RENEW_MARGIN_MS } from './oauth-client-credentials.js';
import { RetryableFailure } from './retry.js';

const unavailable = (upstream: string | number) => Object.assign(new Error('Сервис недоступен'), { upstream });

/**
 * A fake service: the token endpoint answers `tokenAnswers` in turn (then tokens t1, t2, … living
 * `expiresIn` seconds); the resource answers 401 to a token in `refused`, else 200 with the token it saw.
 */
function service(options: { tokenAnswers?: (() => Response | Promise<Response>)[]; expiresIn?: number } = {}) {
  const answers = [...(options.tokenAnswers ?? [])];
  const seen = { tokenRequests: 0, tokenInits: [] as RequestInit[], calls: [] as string[] };
  const refused = new Set<string>();
  let issued = 0;
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    if (url.endsWith('/token')) {
      seen.tokenRequests += 1;
      seen.tokenInits.push(init);
      const scripted = answers.shift();
      if (scripted) return scripted();
      // A moment on the wire, so concurrent callers really overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      issued += 1;
      return Response.json({ access_token: `t${issued}`, token_type: 'Bearer', expires_in: options.expiresIn ?? 3600 });
    }
    const token = String((init.headers as Record<string, string>).authorization).replace('Bearer ', '');
    seen.calls.push(token);
    return refused.has(token) ? new Response('{}', { status: 401 }) : new Response(token);
  };
  return { send, seen, refused };
}

function subject(fake: ReturnType<typeof service>, clock = { ms: 0 }) {
  return clientCredentials({
    tokenRequest: () => basicTokenRequest('https://bank.test/oauth/token', 'portal', 'secret', 'payments'),
    send: fake.send,
    unavailable,
    now: () => clock.ms,
  });
}

const get = (auth: ReturnType<typeof subject>) =>
  auth.authorised('https://bank.test/v1/things', { method: 'GET', headers: { accept: 'application/json' } });

describe('OAuth 2.0 client credentials', () => {
  it('asks with Basic id:secret and the form, then keeps the token for every call', async () => {
    const fake = service();
    const auth = subject(fake);
    expect(await (await get(auth)).text()).toBe('t1');
    expect(await (await get(auth)).text()).toBe('t1');
    expect(fake.seen.tokenRequests).toBe(1);
    const init = fake.seen.tokenInits[0]!;
    expect(init.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('portal:secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(init.body).toBe('grant_type=client_credentials&scope=payments');
  });

  it('callers that need a token at the same moment share one request', async () => {
    const fake = service();
    const auth = subject(fake);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(auth).then((r) => r.text())));
    expect(answers).toEqual(Array(10).fill('t1'));
    expect(fake.seen.tokenRequests).toBe(1);
  });

  it('renews the token a minute before it expires, not earlier', async () => {
    const fake = service({ expiresIn: 300 });
    const clock = { ms: 0 };
    const auth = subject(fake, clock);
    expect(await auth.accessToken()).toBe('t1');
    clock.ms = 300_000 - TOKEN_RENEW_MARGIN_MS - 1;
    expect(await auth.accessToken()).toBe('t1');
    clock.ms = 300_000 - TOKEN_RENEW_MARGIN_MS;
    expect(await auth.accessToken()).toBe('t2');
    expect(fake.seen.tokenRequests).toBe(2);
  });

  it('a 401 gets one fresh token and the call is made again; a second 401 is the client’s unavailable error', async () => {
    const fake = service();
    const auth = subject(fake);
    await get(auth);
    fake.refused.add('t1');
    expect(await (await get(auth)).text()).toBe('t2');
    expect(fake.seen.calls).toEqual(['t1', 't1', 't2']);

    fake.refused.add('t2');
    fake.refused.add('t3');
    await expect(get(auth)).rejects.toMatchObject({ message: 'Сервис недоступен', upstream: 401 });
    expect(fake.seen.tokenRequests).toBe(3);
  });

  it('wrong credentials and an unreadable token answer are the client’s unavailable error, asked once', async () => {
    const wrong = service({ tokenAnswers: [() => Response.json({ error: 'invalid_client' }, { status: 401 })] });
    await expect(get(subject(wrong))).rejects.toMatchObject({ message: 'Сервис недоступен', upstream: 'token 401' });
    expect([wrong.seen.tokenRequests, wrong.seen.calls]).toEqual([1, []]);

    const garbled = service({ tokenAnswers: [() => new Response('<html>')] });
    await expect(get(subject(garbled))).rejects.toMatchObject({ upstream: 'token malformed' });
  });

  it('a token request another attempt may fix goes up as RetryableFailure, and the next call asks again', async () => {
    const fake = service({
      tokenAnswers: [
        () => {
          throw new RetryableFailure(503);
        },
      ],
    });
    const auth = subject(fake);
    await expect(get(auth)).rejects.toBeInstanceOf(RetryableFailure);
    expect(await (await get(auth)).text()).toBe('t1');
    expect(fake.seen.tokenRequests).toBe(2);
  });
});
