/** Public face of the company's contractors list: finding, counting and removing contractors; the N7 settings. */

export { requiresSignedAct, requiresSignedContract } from './employee-constants.service.js';
export { countEmployees, findEmployees, removeEmployees } from './employees.service.js';
