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
 * The transport level (doc/transport-api «Отправка / Получение электронных документов»), over the
 * authorised session:
 *   POST {base}/SendPack                 headers CustomerID, SID, APIVersion; body a Packet
 *                                        → ResultBank Success/SendPacketResponse {ID}: the bank's id
 *   GET  {base}/GetPackList?date=dd.MM.yyyy HH:mm:ss → Success/GetPacketListResponse {PacketID…}
 *   GET  {base}/GetPack?id=<PacketID>    → Success/GetPacketResponse: a Packet from the bank (its
 *                                          StatusDocNotice documents say what became of ours)
 * SendPack is not retried here: a request that left without an answer is DirectBankAnswerLostError,
 * and the caller sends the same packet again — the bank refuses a packet id it has (2002), which is
 * the proof it arrived (docs/decisions/bank.md). The reading calls are harmless to repeat.
 *
 * The standard has no logout: an authorised session lives ~5 minutes after its last use (the
 * standard's recommendation), so logging out is forgetting the SID on our side (modules/banking).
 * The calls are not retried: a repeated Logon would send the person a second code; a failure is
 * BANK_UNAVAILABLE at once and the person tries again. Login and password are only ever in the
 * Authorization header of one call: never logged, never stored.
 */
import { bankUnavailable } from '../sber/sber.client.js';
import { type Packet, parseGetPacketResponse } from './direct-bank.documents.js';
import { DIRECT_BANK_API_VERSION, parseResultBank, type ResultBank } from './direct-bank.xml.js';

export type DirectBankLogon =
  | { kind: 'SESSION'; sid: string }
  | { kind: 'OTP_REQUIRED'; sid: string; phoneMask: string | null; sessionCode: string | null };

/** An authorised session: the SID from LogonOTP (or Logon), the bank's customer id when known. */
export type DirectBankSessionRef = { sid: string; customerId?: string };

export type DirectBankClient = {
  logon(input: { login: string; password: string; customerId?: string }): Promise<DirectBankLogon>;
  logonOtp(input: { sid: string; otp: string; customerId?: string }): Promise<{ sid: string }>;
  /** The bank's id of the container; a refusal is DirectBankError (2002: the bank has this packet id already). */
  sendPack(session: DirectBankSessionRef, packetXml: string): Promise<{ id: string }>;
  /** The ids of the bank's containers for us formed since `since` (bank time), oldest first. */
  getPackList(session: DirectBankSessionRef, since: Date | null): Promise<{ ids: string[] }>;
  getPack(session: DirectBankSessionRef, id: string): Promise<Packet>;
};

/** SendPack left and no answer came (a timeout, the connection dropped): it may or may not have arrived. */
export class DirectBankAnswerLostError extends Error {
  constructor() {
    super('1C:DirectBank: the answer to SendPack was lost');
    this.name = 'DirectBankAnswerLostError';
  }
}

/** The bank no longer knows the session (1006 timed out, 1007 unknown): the company must log in again. */
export const SESSION_GONE_CODES = new Set(['1006', '1007']);
/** The bank has this packet id already (2002) or this document id (2202): it arrived before. */
export const DUPLICATE_CODES = new Set(['2002', '2202']);

/** The bank refused (a ResultBank Error); `reason` is Russian and may be shown. */
export class DirectBankError extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
    /** The bank's MoreInfo (a duplicate's answer may name what the bank has). */
    readonly moreInfo: string | null = null,
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
  '2013': 'Банк не получил электронную подпись платёжного поручения',
  '2014': 'Банк не принял электронную подпись: подпись не соответствует платёжному поручению',
  '2015': 'Банк не смог проверить электронную подпись платёжного поручения',
  '2201': 'Банк не смог прочитать платёжное поручение',
  '2203': 'В банке уже есть платёжное поручение с этим номером и датой',
  '2205': 'Банк нашёл ошибку в реквизитах платёжного поручения',
};
export const GENERAL_DIRECT_BANK_REFUSAL = 'Банк отказал во входе. Обратитесь в банк';
const UNAVAILABLE_CODES = new Set(['1001', '1009', '1010']);

export type DirectBankClientOptions = { baseUrl: () => string; timeoutMs?: number };

export function createDirectBankClient(options: DirectBankClientOptions): DirectBankClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  type Call = { method: 'GET' | 'POST'; body?: string; lostIsAmbiguous?: boolean };

  async function call(path: string, headers: Record<string, string>, how: Call = { method: 'POST' }) {
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${options.baseUrl()}/${path}`, {
        method: how.method,
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          accept: 'application/xml',
          APIVersion: DIRECT_BANK_API_VERSION,
          ...headers,
        },
        ...(how.body !== undefined ? { body: how.body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      // A refused connection never reached the bank; anything else may have, after the request left.
      if (how.lostIsAmbiguous && !refusedBeforeSending(error)) throw new DirectBankAnswerLostError();
      throw bankUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    const result = parseResultBank(body);
    if (!result) {
      // A 5xx without the standard's answer: nothing was taken (a ResultBank would say otherwise).
      throw bankUnavailable(response.status);
    }
    if (result.kind === 'error') {
      if (UNAVAILABLE_CODES.has(result.code)) throw bankUnavailable(`DirectBank ${result.code}`);
      throw new DirectBankError(result.code, REASONS[result.code] ?? GENERAL_DIRECT_BANK_REFUSAL, result.moreInfo);
    }
    return { result, body };
  }

  const sessionHeaders = (session: DirectBankSessionRef) => ({
    CustomerID: session.customerId ?? '0',
    SID: session.sid,
  });
  const expect = <K extends ResultBank['kind']>(result: ResultBank, kind: K) => {
    if (result.kind !== kind) throw bankUnavailable(`unexpected ${result.kind}`);
    return result as Extract<ResultBank, { kind: K }>;
  };

  return {
    async logon({ login, password, customerId }) {
      const { result: answer } = await call('Logon', {
        CustomerID: customerId ?? '0',
        Authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
        AvailableAPIVersion: DIRECT_BANK_API_VERSION,
      });
      const result = expect(answer, 'logon');
      if (!result.otp) return { kind: 'SESSION', sid: result.sid };
      return { kind: 'OTP_REQUIRED', sid: result.sid, phoneMask: result.otp.phoneMask, sessionCode: result.otp.code };
    },

    async logonOtp({ sid, otp, customerId }) {
      const result = expect(
        (await call('LogonOTP', { CustomerID: customerId ?? '0', SID: sid, OTP: otp })).result,
        'logon',
      );
      // A second ExtraAuth after the code would be a protocol we do not know.
      if (result.otp) throw bankUnavailable('unexpected ExtraAuth');
      return { sid: result.sid };
    },

    async sendPack(session, packetXml) {
      const { result } = await call('SendPack', sessionHeaders(session), {
        method: 'POST',
        body: packetXml,
        lostIsAmbiguous: true,
      });
      return { id: expect(result, 'sent').id };
    },

    async getPackList(session, since) {
      const query = since ? `?date=${encodeURIComponent(bankTimestamp(since))}` : '';
      const { result } = await call(`GetPackList${query}`, sessionHeaders(session), { method: 'GET' });
      return { ids: expect(result, 'packetList').ids };
    },

    async getPack(session, id) {
      const { result, body } = await call(`GetPack?id=${encodeURIComponent(id)}`, sessionHeaders(session), {
        method: 'GET',
      });
      expect(result, 'packet');
      const packet = parseGetPacketResponse(body);
      if (!packet) throw bankUnavailable('unreadable packet');
      return packet;
    },
  };
}

/** «dd.MM.yyyy HH:mm:ss», the standard's time stamp (the bank's time: Moscow). */
export function bankTimestamp(at: Date): string {
  const moscow = new Date(at.getTime() + 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(moscow.getUTCDate())}.${two(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ` +
    `${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}:${two(moscow.getUTCSeconds())}`
  );
}

function refusedBeforeSending(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}
