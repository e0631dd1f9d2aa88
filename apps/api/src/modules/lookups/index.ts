/** Public face of the public lookups (banks, companies, addresses, countries through DaData). */
export { type LookupInput, lookupAddresses, lookupBanks, lookupCountries, lookupParties } from './lookups.service.js';
