/** Public face of the company's bank accounts (user/bank/): its own calls; the payout slices read the default account through here. */
export type { BankAccountRow } from './bank-accounts.repo.js';
export {
  createBankAccount,
  deleteBankAccount,
  findBankAccounts,
  findCompanyBankAccount,
  findCompanyBankAccounts,
  findDefaultBankAccount,
  updateBankAccount,
} from './bank-accounts.service.js';
