/**
 * Public face of processes (docs/decisions/processes.md): a module doing long-running work starts its
 * process in the transaction creating the work and reports its progress where it records its own.
 */
export type { ProcessKey, ProcessReport, StartProcessInput } from './processes.service.js';
export { reportProcess, startProcess } from './processes.service.js';
