/** Public face of the company's bank accounts (user/bank/): its own calls; the payout slices read the default account through here. */
export { createBankAccount, deleteBankAccount, findBankAccounts, updateBankAccount } from './bank-accounts.service.js';
