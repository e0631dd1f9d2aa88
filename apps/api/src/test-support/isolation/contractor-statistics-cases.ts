/**
 * Isolation cases of a contractor's statistics (modules/contractor-statistics): B cannot read its figures with A's
 * contractor X (404, the same as an unknown id), Y cannot read their figures with A (a company not theirs: 404) and
 * Y's own list names only Y's companies. Each route refuses the other role.
 */
import { apiPaths } from '@vyplaty/contracts';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';

const p = apiPaths.contractorStatistics;

export const contractorStatisticsCases: CaseTable = {
  [`GET ${p.company}`]: ownerOnly('a', (w) => [
    { params: { id: w.x.id } },
    { params: { id: w.x.id }, query: { months: '36' } },
  ]),
  [`GET ${p.own}`]: [
    selfScoped('employee'),
    selfScoped('employee', () => ({ query: { months: '36' } })),
    ownerOnly('x', (w) => ({ query: { customer_id: w.a.id } })),
  ],
};
