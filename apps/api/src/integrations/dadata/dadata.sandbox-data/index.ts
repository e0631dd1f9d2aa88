/** Everything the DaData sandbox knows, by kind. */
import { bankBranches } from './bank-branches.js';
import { closedBanks } from './banks-closed.js';
import { moscowBanks } from './banks-moscow.js';
import { regionalBanks } from './banks-regional.js';

export { addresses } from './addresses.js';
export { countries } from './countries.js';
export { parties } from './parties.js';
export type { SandboxAddress, SandboxBank, SandboxCity, SandboxCountry, SandboxParty } from './types.js';

/** Head offices first: a search by name shows the bank before its branches. */
export const banks = [...moscowBanks, ...regionalBanks, ...bankBranches, ...closedBanks];
