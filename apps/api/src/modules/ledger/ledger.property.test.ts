/**
 * Model-based property test of the ledger (issue 14): random sequences of CREDIT (new and repeated bank
 * references), HOLD, DEBIT (full and partial, over the held amount), UNHOLD, BLOCK / UNBLOCK, DEBT /
 * UNDEBT and credit-line changes — over-amounts and second resolutions of a HOLD included — run against
 * the real database and against a plain model of the accounts. After every command the balance equals
 * the model's, every account's cache equals the sum of its entries, and every operation's legs sum to
 * zero. Each run is one transaction rolled back at its end (every command in its own savepoint, so a
 * refused one leaves nothing), so a thousand runs share one company and one database.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { AppError } from '../../lib/errors.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  block,
  credit,
  debt,
  getBalance,
  hold,
  type LedgerBalance,
  postHold,
  reconcileBalances,
  setDebtLimit,
  unblock,
  undebt,
  voidHold,
} from './index.js';

const RUNS = 1_000;

type Command =
  | { kind: 'credit'; amount: bigint; repeatRef: number | null }
  | { kind: 'hold'; amount: bigint }
  | { kind: 'post'; holdIndex: number; amount: bigint | null }
  | { kind: 'void'; holdIndex: number }
  | { kind: 'block' | 'unblock' | 'debt' | 'undebt' | 'limit'; amount: bigint };

/** Amounts of a scale where most commands can succeed and many still overshoot. */
const upTo = (max: bigint) => fc.bigInt({ min: 1n, max });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      amount: upTo(40_000n),
      repeatRef: fc.option(fc.nat()),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('hold' as const), amount: upTo(12_000n) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      holdIndex: fc.nat(),
      amount: fc.option(upTo(8_000n)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), holdIndex: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('block' as const, 'debt' as const), amount: upTo(10_000n) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('unblock' as const, 'undebt' as const), amount: upTo(4_000n) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('limit' as const), amount: upTo(20_000n) }) },
);

/**
 * A sequence, often after a starting balance and credit line (so that the later commands find money to
 * move), sometimes from an empty company.
 */
const sequence: fc.Arbitrary<Command[]> = fc
  .tuple(
    fc.option(fc.tuple(upTo(60_000n), upTo(20_000n)), { freq: 4 }),
    fc.array(command, { minLength: 1, maxLength: 14 }),
  )
  .map(([start, commands]) =>
    start
      ? [
          { kind: 'credit' as const, amount: start[0], repeatRef: null },
          { kind: 'limit' as const, amount: start[1] },
          ...commands,
        ]
      : commands,
  );

type Hold = { id: string; amount: bigint; state: 'OPEN' | 'POSTED' | 'VOIDED' };
type Model = {
  available: bigint;
  blocked: bigint;
  debt: bigint;
  limit: bigint;
  holds: Hold[];
  refs: string[];
};

/** What the command should do to the model: the next model, or the error code it must be refused with. */
function expected(model: Model, cmd: Command): { next: Model } | { refused: string } {
  const next = { ...model, holds: model.holds.map((h) => ({ ...h })), refs: [...model.refs] };
  const pick = (index: number) => next.holds[index % next.holds.length];
  switch (cmd.kind) {
    case 'credit':
      if (cmd.repeatRef !== null && next.refs.length > 0) return { next };
      next.available += cmd.amount;
      return { next };
    case 'hold':
      if (cmd.amount > next.available) return { refused: 'INSUFFICIENT_FUNDS' };
      next.available -= cmd.amount;
      return { next };
    case 'post': {
      const h = pick(cmd.holdIndex);
      if (!h) return { refused: 'NOT_FOUND' };
      if (h.state !== 'OPEN') return { refused: 'INVALID_STATE' };
      const posted = cmd.amount ?? h.amount;
      if (posted > h.amount) return { refused: 'VALIDATION_ERROR' };
      next.available += h.amount - posted;
      h.state = 'POSTED';
      return { next };
    }
    case 'void': {
      const h = pick(cmd.holdIndex);
      if (!h) return { refused: 'NOT_FOUND' };
      if (h.state !== 'OPEN') return { refused: 'INVALID_STATE' };
      next.available += h.amount;
      h.state = 'VOIDED';
      return { next };
    }
    case 'block':
      if (cmd.amount > next.available) return { refused: 'INSUFFICIENT_FUNDS' };
      next.available -= cmd.amount;
      next.blocked += cmd.amount;
      return { next };
    case 'unblock':
      if (cmd.amount > next.blocked) return { refused: 'INVALID_STATE' };
      next.blocked -= cmd.amount;
      next.available += cmd.amount;
      return { next };
    case 'debt':
      if (next.debt + cmd.amount > next.limit) return { refused: 'INVALID_STATE' };
      next.debt += cmd.amount;
      next.available += cmd.amount;
      return { next };
    case 'undebt':
      if (cmd.amount > next.debt) return { refused: 'INVALID_STATE' };
      if (cmd.amount > next.available) return { refused: 'INSUFFICIENT_FUNDS' };
      next.debt -= cmd.amount;
      next.available -= cmd.amount;
      return { next };
    case 'limit':
      if (cmd.amount < next.debt) return { refused: 'INVALID_STATE' };
      next.limit = cmd.amount;
      return { next };
  }
}

/** Runs the command on the database; a HOLD's id is added to the model's list by the caller. */
async function perform(txCtx: TxContext, customerId: string, model: Model, cmd: Command): Promise<string | undefined> {
  const movement = { customerId, amountKopecks: cmd.kind === 'void' ? 0n : (cmd.amount ?? 0n), description: 'тест' };
  const holdId = (index: number) => model.holds[index % model.holds.length]?.id ?? randomUUID();
  switch (cmd.kind) {
    case 'credit': {
      const repeated = cmd.repeatRef !== null && model.refs.length > 0;
      const externalReference = repeated ? model.refs[cmd.repeatRef! % model.refs.length]! : randomUUID();
      const result = await credit(txCtx, { ...movement, amountKopecks: cmd.amount, externalReference });
      expect(result.duplicate).toBe(repeated);
      return externalReference;
    }
    case 'hold':
      return (
        await hold(txCtx, { ...movement, referenceKind: 'PAYOUT', referenceId: randomUUID(), description: 'Выплата' })
      ).holdId;
    case 'post':
      await postHold(txCtx, { holdId: holdId(cmd.holdIndex), ...(cmd.amount ? { amountKopecks: cmd.amount } : {}) });
      return undefined;
    case 'void':
      await voidHold(txCtx, { holdId: holdId(cmd.holdIndex), description: 'Снятие' });
      return undefined;
    case 'block':
      await block(txCtx, movement);
      return undefined;
    case 'unblock':
      await unblock(txCtx, movement);
      return undefined;
    case 'debt':
      await debt(txCtx, movement);
      return undefined;
    case 'undebt':
      await undebt(txCtx, movement);
      return undefined;
    case 'limit':
      await setDebtLimit(txCtx, { customerId, limitKopecks: cmd.amount });
      return undefined;
  }
}

const balanceOf = (model: Model): LedgerBalance => ({
  availableKopecks: model.available,
  heldKopecks: model.holds.filter((h) => h.state === 'OPEN').reduce((sum, h) => sum + h.amount, 0n),
  blockedKopecks: model.blocked,
  debtKopecks: model.debt,
  debtLimitKopecks: model.limit,
});

class RolledBack extends Error {}

let server: TestServer;
let customerId: string;
beforeAll(async () => {
  server = await startTestServer();
  const { customer } = await createCustomer(server.runtime.ctx.db, {
    email: `ledger-model-${process.pid}@company.ru`,
    inn: '7707083893',
    organisationName: 'ООО «Модель»',
    password: DEMO_PASSWORD,
  });
  customerId = customer.id;
});
afterAll(() => server.close());

async function runSequence(ctx: AppContext, commands: Command[]) {
  await inTransaction(ctx, async (txCtx) => {
    let model: Model = { available: 0n, blocked: 0n, debt: 0n, limit: 0n, holds: [], refs: [] };
    for (const cmd of commands) {
      const outcome = expected(model, cmd);
      const result = await inTransaction(txCtx, (step) => perform(step, customerId, model, cmd)).then(
        (value) => ({ value }),
        (error: AppError) => ({ error }),
      );
      if ('refused' in outcome) {
        expect(
          'error' in result ? result.error.code : 'done',
          JSON.stringify(cmd, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
        ).toBe(outcome.refused);
      } else {
        if ('error' in result) throw result.error;
        model = outcome.next;
        if (cmd.kind === 'hold') model.holds.push({ id: result.value!, amount: cmd.amount, state: 'OPEN' });
        if (cmd.kind === 'credit' && !model.refs.includes(result.value!)) model.refs.push(result.value!);
      }
      expect(await getBalance(txCtx, customerId)).toEqual(balanceOf(model));
      // Every account's cache equals the sum of its entries; every operation's legs sum to zero.
      expect(await reconcileBalances(txCtx, { customerId })).toEqual([]);
    }
    throw new RolledBack();
  }).catch((error) => {
    if (!(error instanceof RolledBack)) throw error;
  });
}

describe('ledger against a model of the accounts', () => {
  it(`holds every invariant after every command of ${RUNS} random sequences`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(sequence, (commands) => runSequence(server.runtime.ctx, commands)),
      { numRuns: RUNS },
    );
  });
});
