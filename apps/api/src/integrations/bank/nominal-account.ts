/**
 * The platform's nominal account: the requisites a company pays its top-ups to (balance screen, the
 * top-up purpose line, the sandbox's statement). They come from configuration (NOMINAL_ACCOUNT_*); the
 * embedded defaults are invented sandbox requisites with valid checksums, not a real account.
 */
import type { Config } from '../../config.js';

export type NominalAccountRequisites = {
  /** The account holder as the bank names it: the platform's operator. */
  recipient: string;
  inn: string;
  kpp: string;
  accountNumber: string;
  bankName: string;
  bik: string;
  correspondentAccount: string;
};

export function nominalAccountRequisites(
  config: Pick<
    Config,
    | 'NOMINAL_ACCOUNT_RECIPIENT'
    | 'NOMINAL_ACCOUNT_INN'
    | 'NOMINAL_ACCOUNT_KPP'
    | 'NOMINAL_ACCOUNT_NUMBER'
    | 'NOMINAL_ACCOUNT_BANK_NAME'
    | 'NOMINAL_ACCOUNT_BIK'
    | 'NOMINAL_ACCOUNT_CORR_ACCOUNT'
  >,
): NominalAccountRequisites {
  return {
    recipient: config.NOMINAL_ACCOUNT_RECIPIENT,
    inn: config.NOMINAL_ACCOUNT_INN,
    kpp: config.NOMINAL_ACCOUNT_KPP,
    accountNumber: config.NOMINAL_ACCOUNT_NUMBER,
    bankName: config.NOMINAL_ACCOUNT_BANK_NAME,
    bik: config.NOMINAL_ACCOUNT_BIK,
    correspondentAccount: config.NOMINAL_ACCOUNT_CORR_ACCOUNT,
  };
}
