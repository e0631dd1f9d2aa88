/** Public face of agreements: the platform agreements and the ПЭП issuing flow are served by its own routes; nothing else calls in yet. */
export type { AgreementOwner, AgreementRow } from './agreements.repo.js';
