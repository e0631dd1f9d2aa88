/**
 * Control calls of the bank sandbox's registries (JSON, for tests and developers; not the bank's
 * protocol). Making chosen payments of a registry fail is the common faults call
 * (`declinePaymentIds` with their external ids, bank.sandbox-control.ts).
 *
 *   POST /sandbox/bank/control/registry-settings {maxPayments?, methodIntervalMs?, readIntervalMs?,
 *        resultTtlMs?, operationDelayMs?}   the limits (reset restores those the sandbox started with)
 *   GET  /sandbox/bank/control/registries    every registry with its status, reads, and the 429s per method
 */
import type { FastifyInstance } from 'fastify';
import { registryView } from './bank.sandbox-registry-ops.js';
import type { RegistrySettings } from './bank.sandbox-registry-state.js';
import { type BankSandboxState, settlePayments } from './bank.sandbox-state.js';

const count = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

export function registerBankSandboxRegistryControl(scope: FastifyInstance, state: BankSandboxState) {
  const registries = state.registries;

  scope.post('/sandbox/bank/control/registry-settings', async (req) => {
    const body = (req.body ?? {}) as Partial<Record<keyof RegistrySettings, unknown>>;
    const s = registries.settings;
    for (const key of Object.keys(s) as (keyof RegistrySettings)[]) s[key] = count(body[key]) ?? s[key];
    if (s.maxPayments < 1) s.maxPayments = 1;
    return { ...s };
  });

  scope.get('/sandbox/bank/control/registries', async () => {
    settlePayments(state, Date.now());
    return {
      settings: registries.settings,
      items: [...registries.registries.values()].map((registry) => ({
        ...registryView(state, registry),
        reads: registry.reads,
      })),
      throttled: Object.fromEntries(registries.throttled),
    };
  });
}
