/**
 * Client of the logon level of 1C:DirectBank («API прямого обмена данными с банком»,
 * github.com/1C-Company/DirectBank doc/transport-api): the company connects its own bank with the
 * bank's login and password, and the one-time code the bank sends by SMS.
 *
 *   POST {base}/Logon     headers CustomerID (0 while unknown), Authorization: Basic login:password,
 *                         APIVersion, AvailableAPIVersion; empty body
 *                         → ResultBank Success/LogonResponse {SID, ExtraAuth/OTP@phoneMask?} — with
 *                           ExtraAuth the SID is not authorised yet and an OTP went to the phone
 *   POST {base}/LogonOTP  headers CustomerID, SID (the unauthorised one), OTP (6–7 digits), APIVersion
 *                         → ResultBank Success/LogonResponse {SID}: the authorised session
 *   Errors: ResultBank Error {Code, Description} (codes of the standard's table: 1201 wrong login or
 *   password, 1204 wrong OTP, 1006 session timed out, 1007 bad session id, 1203 access blocked for a
 *   while, …), with any HTTP status.
 *
 * The standard has no logout: an authorised session lives ~5 minutes after its last use (the
 * standard's recommendation), so logging out is forgetting the SID on our side (modules/banking).
 * The calls are not retried: a repeated Logon would send the person a second code; a failure is
 * BANK_UNAVAILABLE at once and the person tries again. Login and password are only ever in the
 * Authorization header of one call: never logged, never stored.
 */
import { bankUnavailable } from '../sber/sber.client.js';
import { DIRECT_BANK_API_VERSION, parseResultBank } from './direct-bank.xml.js';

export type DirectBankLogon =
  | { kind: 'SESSION'; sid: string }
  | { kind: 'OTP_REQUIRED'; sid: string; phoneMask: string | null; sessionCode: string | null };

export type DirectBankClient = {
  logon(input: { login: string; password: string; customerId?: string }): Promise<DirectBankLogon>;
  logonOtp(input: { sid: string; otp: string; customerId?: string }): Promise<{ sid: string }>;
};

/** The bank refused (a ResultBank Error); `reason` is Russian and may be shown. */
export class DirectBankError extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DirectBankError';
  }
}

/** The standard's error codes in the company's words; the service-level ones are BANK_UNAVAILABLE instead. */
const REASONS: Record<string, string> = {
  '1201': 'Неверный логин или пароль банка',
  '1202': 'У этого пользователя банка нет права на прямой обмен с 1С. Обратитесь в банк',
  '1203': 'Банк временно заблокировал вход после неудачных попыток. Попробуйте позже',
  '1204': 'Неверный код из СМС',
  '1205': 'Прямой обмен с 1С не подключён в банке. Обратитесь в банк',
  '1006': 'Сессия банка истекла. Войдите снова',
  '1007': 'Сессия банка недействительна. Войдите снова',
  '1008': 'Банк заблокировал прямой обмен для этого клиента. Обратитесь в банк',
  '1003': 'Банк не нашёл клиента прямого обмена. Обратитесь в банк',
  '1013': 'У пользователя банка нет прав на расчётный счёт компании. Обратитесь в банк',
};
export const GENERAL_DIRECT_BANK_REFUSAL = 'Банк отказал во входе. Обратитесь в банк';
const UNAVAILABLE_CODES = new Set(['1001', '1009', '1010']);

export type DirectBankClientOptions = { baseUrl: () => string; timeoutMs?: number };

export function createDirectBankClient(options: DirectBankClientOptions): DirectBankClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'Logon' | 'LogonOTP', headers: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          accept: 'application/xml',
          APIVersion: DIRECT_BANK_API_VERSION,
          ...headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw bankUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    let body: string;
    try {
      body = await response.text();
    } catch {
      throw bankUnavailable('timeout');
    }
    const result = parseResultBank(body);
    if (!result) throw bankUnavailable(response.status);
    if (result.kind === 'error') {
      if (UNAVAILABLE_CODES.has(result.code)) throw bankUnavailable(`DirectBank ${result.code}`);
      throw new DirectBankError(result.code, REASONS[result.code] ?? GENERAL_DIRECT_BANK_REFUSAL);
    }
    return result;
  }

  return {
    async logon({ login, password, customerId }) {
      const result = await call('Logon', {
        CustomerID: customerId ?? '0',
        Authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
        AvailableAPIVersion: DIRECT_BANK_API_VERSION,
      });
      if (!result.otp) return { kind: 'SESSION', sid: result.sid };
      return { kind: 'OTP_REQUIRED', sid: result.sid, phoneMask: result.otp.phoneMask, sessionCode: result.otp.code };
    },

    async logonOtp({ sid, otp, customerId }) {
      const result = await call('LogonOTP', { CustomerID: customerId ?? '0', SID: sid, OTP: otp });
      // A second ExtraAuth after the code would be a protocol we do not know.
      if (result.otp) throw bankUnavailable('unexpected ExtraAuth');
      return { sid: result.sid };
    },
  };
}
