/** Public face of the company's contractors list: finding, counting and removing contractors. */
export { countEmployees, findEmployees, removeEmployees } from './employees.service.js';
