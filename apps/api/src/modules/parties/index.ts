/** Public face of the parties module: the company and contractor rows, their locks and marks. */
export type { CustomerChange, CustomerRow, EmployeeRow, NewCustomer, NewEmployee } from './parties.repo.js';
export {
  createCustomer,
  createEmployee,
  findCustomer,
  findCustomersByInn,
  findEmployee,
  isPartyVerified,
  lockCustomer,
  lockEmployee,
  lockEmployees,
  updateCustomer,
} from './parties.service.js';
export type { EmployeeRegistrationSteps, RegistrationSteps } from './registration-steps.repo.js';
export {
  customerRegistrationSteps,
  employeeRegistrationSteps,
  verifyCustomerIfComplete,
  verifyEmployeeIfComplete,
} from './verification.service.js';
