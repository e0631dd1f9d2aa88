/**
 * The transport level for payment orders (direct-bank.client.ts sendPack / getPackList / getPack):
 *   POST /sandbox/one-c-direct-bank/SendPack   a Packet of payment orders (dockind 10: the signed 1C
 *        exchange file as text/plain, or a PayDocRu XML), each with its detached signature. Checked like a
 *        bank: a live session (1006 / 1007), the container readable (2001), dockind 10 (2007), a signature
 *        (2013), a payer account of the logged-in client (1013; users created with `accounts` only), the
 *        packet id new (2002) and the document id new (2202) — a duplicate's MoreInfo is the bank id the
 *        first one got. Accepted → the bank's id, the document «Принят» (01) and a StatusDocNotice queued.
 *   GET  /sandbox/one-c-direct-bank/GetPackList?date=  the notices queued for this client since then
 *   GET  /sandbox/one-c-direct-bank/GetPack?id=        one of them: a Packet with a StatusDocNotice (02)
 *
 * Control calls (JSON):
 *   GET  /sandbox/one-c-direct-bank/control/documents       payment orders received {bank_id, ext_id, login,
 *        payer_account, amount, status, reason, sends} — `sends` counts the SendPack that carried it
 *   POST /sandbox/one-c-direct-bank/control/documents/:extId/execute {executed_at?}   status 02 «Исполнен»
 *        (`executed_at`, ISO: the notice's creationDate; also after a rejection — a bank going back on it)
 *   POST /sandbox/one-c-direct-bank/control/documents/:extId/reject {reason}   status 03 with the reason
 *   POST /sandbox/one-c-direct-bank/control/sessions/expire  every authorised session ends (1006)
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentAmount, field, readExchangeFile } from '../../lib/one-c-exchange/read-exchange.js';
import {
  buildGetPacketResponse,
  buildStatusDocNotice,
  DOCKIND,
  type Packet,
  parsePacket,
  parsePayDocRu,
} from './direct-bank.documents.js';
import type { User } from './direct-bank.sandbox.js';
import { buildPacketListResponse, buildSendPacketResponse } from './direct-bank.xml.js';

export type BankDocument = {
  bankId: string;
  extId: string;
  login: string;
  payerAccount: string;
  amountKopecks: bigint;
  status: '01' | '02' | '03';
  reason: string | null;
  sends: number;
  receivedAt: number;
};
export type Outbound = {
  id: string;
  login: string;
  /** When the packet became available (GetPackList's order and its `since`). */
  createdAt: number;
  /** The notice's own creationDate: for «Исполнен», when the bank executed the order. */
  noticedAt: number;
  notice: Parameters<typeof buildStatusDocNotice>[0];
};

const STATUS_NAMES = { '01': 'Принят', '02': 'Исполнен', '03': 'Отклонен банком' } as const;
const SANDBOX_BIC = '044525999';

/** The standard's «dd.MM.yyyy HH:mm:ss» (Moscow) → epoch ms, or NaN. */
function bankTime(value: string): number {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(+m[3]!, +m[2]! - 1, +m[1]!, +m[4]!, +m[5]!, +m[6]!) - 3 * 3600_000;
}

/** The payer's account and the amount of a payment order document (1C exchange text or PayDocRu XML). */
function orderOf(data: Buffer): { payerAccount: string; amountKopecks: bigint } | undefined {
  const xml = parsePayDocRu(data.toString('utf8'));
  if (xml) return { payerAccount: xml.payer.account, amountKopecks: xml.sumKopecks };
  try {
    const doc = readExchangeFile(data).documents[0];
    const amount = doc ? documentAmount(doc) : null;
    const account = doc ? (field(doc, 'ПлательщикСчет') ?? field(doc, 'ПлательщикРасчСчет')) : undefined;
    return account && amount !== null ? { payerAccount: account, amountKopecks: amount } : undefined;
  } catch {
    return undefined;
  }
}

type Deps = {
  users: Map<string, User>;
  sessions: Map<string, { login: string; expiresAt: number }>;
  faults: { lostAnswerNext: number };
  documents: Map<string, BankDocument>;
  packets: Map<string, string>;
  outbound: Outbound[];
  refusedUpfront: (req: FastifyRequest, reply: FastifyReply, needed: string[]) => boolean;
  xml: (reply: FastifyReply, status: number, body: string) => FastifyReply;
  refuse: (reply: FastifyReply, status: number, code: string, description: string, moreInfo?: string) => FastifyReply;
  lifetimeMs: number;
};

export function registerDirectBankTransport(scope: FastifyInstance, deps: Deps) {
  const { users, sessions, faults, documents, packets, outbound, refusedUpfront, xml, refuse } = deps;
  const LIFETIME_MS = deps.lifetimeMs;
  /** The logged-in client of an authorised session, or the answer already sent. */
  function sessionUser(req: FastifyRequest, reply: FastifyReply): User | undefined {
    if (refusedUpfront(req, reply, ['sid'])) return undefined;
    const session = sessions.get(String(req.headers.sid));
    if (!session) {
      refuse(reply, 401, '1007', 'Некорректный идентификатор сессии');
      return undefined;
    }
    if (session.expiresAt <= Date.now()) {
      sessions.delete(String(req.headers.sid));
      refuse(reply, 401, '1006', 'Сессия закрыта по тайм-ауту');
      return undefined;
    }
    // The standard's recommendation: a session lives five minutes after its last use.
    session.expiresAt = Date.now() + LIFETIME_MS;
    return users.get(session.login);
  }

  function notify(document: BankDocument, noticedAt?: number) {
    const now = Date.now();
    outbound.push({
      id: randomUUID(),
      login: document.login,
      createdAt: now,
      noticedAt: noticedAt ?? now,
      notice: {
        id: randomUUID(),
        extId: document.extId,
        code: document.status,
        name: STATUS_NAMES[document.status],
        moreInfo: document.reason,
      },
    });
  }

  scope.post('/sandbox/one-c-direct-bank/SendPack', async (req, reply) => {
    const user = sessionUser(req, reply);
    if (!user) return reply;
    const packet: Packet | undefined = typeof req.body === 'string' ? parsePacket(req.body) : undefined;
    if (!packet || packet.documents.length === 0) {
      return refuse(reply, 400, '2001', 'Некорректный формат транспортного контейнера');
    }
    const known = packets.get(`${user.login}:${packet.id}`);
    if (known) {
      for (const d of packet.documents) {
        const doc = documents.get(`${user.login}:${d.id}`);
        if (doc) doc.sends += 1;
      }
      return refuse(reply, 409, '2002', 'Дубль транспортного контейнера', known);
    }
    const accepted: { extId: string; payerAccount: string; amountKopecks: bigint }[] = [];
    for (const d of packet.documents) {
      if (d.dockind !== DOCKIND.payDocRu) {
        return refuse(reply, 400, '2007', `Вид электронного документа с кодом ${d.dockind} не поддерживается`);
      }
      if (d.signatures.length === 0 || !d.signatures.every((s) => s.signedData)) {
        return refuse(reply, 400, '2013', 'Отсутствует электронная подпись');
      }
      const duplicate = documents.get(`${user.login}:${d.id}`);
      if (duplicate) {
        duplicate.sends += 1;
        return refuse(reply, 409, '2202', 'Дубль электронного документа по ИД', duplicate.bankId);
      }
      const order = orderOf(d.data);
      if (!order) return refuse(reply, 400, '2201', 'Некорректный формат электронного документа');
      if (user.accounts && !user.accounts.includes(order.payerAccount)) {
        return refuse(reply, 403, '1013', 'Недостаточно прав на операции с расч.счетом');
      }
      accepted.push({ extId: d.id, ...order });
    }
    const bankId = randomUUID();
    packets.set(`${user.login}:${packet.id}`, bankId);
    for (const order of accepted) {
      const document: BankDocument = {
        bankId,
        login: user.login,
        status: '01',
        reason: null,
        sends: 1,
        receivedAt: Date.now(),
        ...order,
      };
      documents.set(`${user.login}:${order.extId}`, document);
      notify(document);
    }
    if (faults.lostAnswerNext > 0) {
      // Taken, and the answer never comes: the connection is dropped.
      faults.lostAnswerNext -= 1;
      reply.hijack();
      reply.raw.socket?.destroy();
      return reply;
    }
    return xml(reply, 200, buildSendPacketResponse(bankId));
  });

  scope.get('/sandbox/one-c-direct-bank/GetPackList', async (req, reply) => {
    const user = sessionUser(req, reply);
    if (!user) return reply;
    const date = (req.query as { date?: string }).date;
    const since = date === undefined ? 0 : bankTime(date);
    if (Number.isNaN(since)) return refuse(reply, 400, '2101', 'Некорректный формат отметки времени');
    const mine = outbound.filter((o) => o.login === user.login && o.createdAt >= since);
    const last = mine.at(-1);
    return xml(
      reply,
      200,
      buildPacketListResponse(
        mine.map((o) => o.id),
        last ? new Date(last.createdAt).toISOString().slice(0, 19) : null,
      ),
    );
  });

  scope.get('/sandbox/one-c-direct-bank/GetPack', async (req, reply) => {
    const user = sessionUser(req, reply);
    if (!user) return reply;
    const id = (req.query as { id?: string }).id;
    const found = outbound.find((o) => o.login === user.login && o.id === id);
    if (!found) return refuse(reply, 404, '2102', 'Транспортный контейнер не найден');
    const created = new Date(found.createdAt);
    const notice = buildStatusDocNotice(found.notice, { bic: SANDBOX_BIC }, new Date(found.noticedAt));
    return xml(
      reply,
      200,
      buildGetPacketResponse(
        {
          id: found.id,
          sender: { bic: SANDBOX_BIC, name: 'Песочница 1С:ДиректБанк' },
          recipient: { id: '0' },
          documents: [
            { id: found.notice.id, dockind: DOCKIND.statusDocNotice, data: Buffer.from(notice), signatures: [] },
          ],
        },
        created,
      ),
    );
  });

  scope.get('/sandbox/one-c-direct-bank/control/documents', async () => ({
    items: [...documents.values()].map((d) => ({
      bank_id: d.bankId,
      ext_id: d.extId,
      login: d.login,
      payer_account: d.payerAccount,
      amount: (Number(d.amountKopecks) / 100).toFixed(2),
      status: d.status,
      reason: d.reason,
      sends: d.sends,
    })),
  }));

  scope.post('/sandbox/one-c-direct-bank/control/documents/:extId/:action', async (req, reply) => {
    const { extId, action } = req.params as { extId: string; action: string };
    const document = [...documents.values()].find((d) => d.extId === extId);
    if (!document) return reply.code(404).send({ error_message: 'Документ не найден' });
    const body = (req.body ?? {}) as { reason?: unknown; executed_at?: unknown };
    // A bank may execute an order it rejected (and say so): the one way back from a final status.
    const mayExecute = action === 'execute' && document.status === '03';
    if (document.status !== '01' && !mayExecute) {
      return reply.code(409).send({ error_message: 'Документ уже обработан' });
    }
    let noticedAt: number | undefined;
    if (action === 'execute') {
      noticedAt = typeof body.executed_at === 'string' ? Date.parse(body.executed_at) : undefined;
      if (noticedAt !== undefined && Number.isNaN(noticedAt)) {
        return reply.code(400).send({ error_message: 'executed_at: дата и время в формате ISO 8601' });
      }
      document.status = '02';
    } else if (action === 'reject') {
      const reason = body.reason;
      document.status = '03';
      document.reason = typeof reason === 'string' && reason ? reason : 'Отклонен банком';
    } else {
      return reply.code(404).send({ error_message: 'Неизвестное действие' });
    }
    notify(document, noticedAt);
    return { ext_id: document.extId, status: document.status, reason: document.reason };
  });

  scope.post('/sandbox/one-c-direct-bank/control/sessions/expire', async () => {
    for (const session of sessions.values()) session.expiresAt = 0;
    return { expired: sessions.size };
  });
}
