/**
 * The FNS sandbox's record of the SOAP exchanges on its service endpoint, raw as they travelled (the
 * request envelope and the answer), oldest first, the last EXCHANGE_LIMIT of them: a developer sees
 * exactly what the portal sent and got (GET /sandbox/fns/control/exchanges), and the tests check every
 * payload in them against the XSD (fns.schema-check.ts). A reset of the sandbox keeps them; a reader
 * asks only for what is new (`?after=` the last `seq` it read).
 */

export type SandboxExchange = {
  seq: number;
  at: string;
  /** The HTTP status of the answer. */
  status: number;
  /** The request envelope as received. */
  request: string;
  /** The answer envelope as sent. */
  response: string;
};

export type SandboxExchangeLog = { items: SandboxExchange[]; seq: number };

export const EXCHANGE_LIMIT = 1000;

export const newExchangeLog = (): SandboxExchangeLog => ({ items: [], seq: 0 });

export function recordExchange(
  log: SandboxExchangeLog,
  exchange: Pick<SandboxExchange, 'status' | 'request' | 'response'>,
) {
  log.seq += 1;
  log.items.push({ seq: log.seq, at: new Date().toISOString(), ...exchange });
  if (log.items.length > EXCHANGE_LIMIT) log.items.splice(0, log.items.length - EXCHANGE_LIMIT);
}

export const exchangesAfter = (log: SandboxExchangeLog, after: number) => log.items.filter((e) => e.seq > after);
