/**
 * The bank sandbox's payment registries (bank.sandbox-registry.ts has the protocol): the registries, the
 * asynchronous operations (create, submit, pay) with their results, the idempotency keys of creates,
 * the limits (one request a second per method, one read of a registry per 10 minutes, the size cap) and
 * when each was last used, and the completing of operations whose delay has passed. What an operation
 * does is its own `run` (bank.sandbox-registry-ops.ts): the money moves through the sandbox's own
 * payments (bank.sandbox-state.ts) when a registry is paid.
 */
import type { SandboxRecipient } from './bank.sandbox-state.js';

/** The limits the sandbox enforces, as a bank documents them; tests shrink them (control/registry-settings). */
export type RegistrySettings = {
  /** Payments a registry may hold (a bigger one is refused: the caller chunks). */
  maxPayments: number;
  /** One request per method in this window (HTTP 429 with Retry-After past it); 0 turns the limit off. */
  methodIntervalMs: number;
  /** One read of the same registry in this window (HTTP 429 with Retry-After); 0 turns the limit off. */
  readIntervalMs: number;
  /** How long an operation's result can be read (the bank keeps it 2 days). */
  resultTtlMs: number;
  /** How long an operation stays IN_PROGRESS before its outcome is decided. */
  operationDelayMs: number;
};

export const defaultRegistrySettings = (operationDelayMs: number): RegistrySettings => ({
  maxPayments: 10_000,
  methodIntervalMs: 1000,
  readIntervalMs: 10 * 60_000,
  resultTtlMs: 2 * 24 * 3600_000,
  operationDelayMs,
});

export type RegistryCreateType = 'IGNORE_ERRORS' | 'FAIL_ERRORS';

export type RegistryStatus =
  | 'DRAFT'
  | 'ERROR'
  | 'SUBMITTED'
  | 'PROCESSING'
  | 'ACCEPTED'
  | 'EXECUTED'
  | 'PART_EXEC'
  | 'REJECTED'
  | 'CANCELLED'
  | 'DELETED';

/** A payment of a registry as checked at create; it becomes a sandbox payment (same id) when the registry is paid. */
export type RegistryPaymentDraft = {
  externalId: string;
  inn: string;
  amountKopecks: bigint;
  recipient: SandboxRecipient;
  purpose: string;
  fingerprint: string;
};

/** A payment the bank left out of a registry at create, with the bank's code. */
export type RegistryPaymentError = { externalId: string; code: string; message: string };

export type SandboxRegistry = {
  id: string;
  accountNumber: string;
  createType: RegistryCreateType;
  payments: RegistryPaymentDraft[];
  createdAt: number;
  /** DRAFT → SUBMITTED → ACCEPTED once paid; after that the status is read from its payments. */
  status: RegistryStatus;
  paidAt: number | null;
  /** Reads of this registry that were answered (not the ones refused by the read limit). */
  reads: number;
  lastReadAt: number | null;
};

export type RegistryOperationKind = 'CREATE' | 'SUBMIT' | 'PAY';

export type RegistryOutcome =
  | { status: 'SUCCESS'; registryId: string; paymentErrors: RegistryPaymentError[] }
  | {
      status: 'ERROR';
      registryId: string | null;
      code: string;
      message: string;
      paymentErrors: RegistryPaymentError[];
    };

export type RegistryOperation = {
  correlationId: string;
  kind: RegistryOperationKind;
  receivedAt: number;
  completesAt: number;
  expiresAt: number;
  /** Decided when it completes (settleRegistryOperations): what it did, read back by …/result. */
  outcome: RegistryOutcome | null;
  /** What completing it does; run once. */
  run: (now: number) => RegistryOutcome;
};

export type RegistryCreateRecord = { fingerprint: string; correlationId: string; outcome: RegistryOutcome | null };

export type RegistrySandboxState = {
  settings: RegistrySettings;
  defaults: RegistrySettings;
  registries: Map<string, SandboxRegistry>;
  /** Every operation by correlation id, until its result expires. */
  operations: Map<string, RegistryOperation>;
  /** Operations still IN_PROGRESS, in arrival order. */
  pendingOperations: RegistryOperation[];
  /** Creates by Idempotency-Key: the same key is the same registry, never a second one. */
  creates: Map<string, RegistryCreateRecord>;
  /** External ids held by a registry (not yet paid ones too): a key is paid at most once. */
  externalIds: Map<string, string>;
  /** When each method last let a request through (the 1 request/s limit). */
  methodLastAt: Map<string, number>;
  /** Requests refused by a limit, per method: tests prove a client waits instead of hammering. */
  throttled: Map<string, number>;
  nextNumber: number;
};

export function createRegistryState(settings: RegistrySettings): RegistrySandboxState {
  return {
    settings: { ...settings },
    defaults: { ...settings },
    registries: new Map(),
    operations: new Map(),
    pendingOperations: [],
    creates: new Map(),
    externalIds: new Map(),
    methodLastAt: new Map(),
    throttled: new Map(),
    nextNumber: 1,
  };
}

/** Forgets registries, operations and limits' clocks; the settings go back to those the sandbox started with. */
export function resetRegistryState(state: RegistrySandboxState) {
  state.settings = { ...state.defaults };
  state.registries.clear();
  state.operations.clear();
  state.pendingOperations.length = 0;
  state.creates.clear();
  state.externalIds.clear();
  state.methodLastAt.clear();
  state.throttled.clear();
}

/**
 * Completes the operations whose delay has passed, in the order they arrived (a submit never overtakes
 * the create of its registry), and forgets results older than the bank keeps them. Run by the sandbox
 * before anything reads its state (settlePayments), so a paid registry's payments settle with the rest.
 */
export function settleRegistryOperations(state: RegistrySandboxState, now: number) {
  while ((state.pendingOperations[0]?.completesAt ?? Infinity) <= now) {
    const operation = state.pendingOperations.shift();
    if (operation) operation.outcome = operation.run(operation.completesAt);
  }
  for (const [id, operation] of state.operations) {
    if (operation.expiresAt <= now) state.operations.delete(id);
  }
}
