/** Public face of a contractor's statistics per company (issue 26): read-only figures and the proposed rule's state. */
export { companyContractorStatistics, ownContractorStatistics } from './contractor-statistics.service.js';
