/**
 * Public face of mass payouts (docs/decisions/mass-payouts.md): what the pay slice and other modules may
 * use of a registry — the company's live registry (404 «Реестр не найден» otherwise), its rows in file
 * order, the totals recomputed, the import run directly (tests, a rerun); a registry made of accepted tasks'
 * work (tasks) and where a registry's page is.
 */

export { REGISTRY_PAGES } from './mass-payout-links.js';
export type { RegistryPayoutsMade } from './mass-payout-made.js';
export { registryOfWork, type WorkToPay } from './mass-payout-of-work.service.js';
export type { MassPayoutRowRecord } from './mass-payout-rows.repo.js';
export { allRowsOf as massPayoutRowsInOrder } from './mass-payout-rows.repo.js';
export { runImport as runMassPayoutImport } from './mass-payouts.jobs.js';
export type { MassPayoutRecord } from './mass-payouts.repo.js';
export { massPayoutsOwnerIdOf, ownMassPayout } from './mass-payouts.service.js';
