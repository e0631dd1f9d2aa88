/**
 * What a registry file (the portal's Excel template, or a 1C client-bank export) becomes: rows read one
 * at a time, each with its cells as written in the file (for the error report) and the fields the
 * registry needs, or the Russian reasons it cannot be one. Whole-file problems (a wrong encoding, a
 * broken or oversized zip, a payer account that is not the company's, too many rows, an empty file)
 * are a `RegistryFileError`: nothing of such a file is imported. DOMAIN.md §5.
 */

export type RegistryFileKind = 'EXCEL' | 'TXT1C';
export type RegistryPayoutKind = 'NPD' | 'INDIVIDUAL';
export type RegistryPayoutMethod = 'CARD' | 'ACCOUNT' | 'SBP';

/** A row's fields once read and checked on their own (identifiers, amount); the registry's checks come later. */
export type RegistryRowFields = {
  lastName: string;
  firstName: string;
  middleName: string | null;
  /** 12 digits with a valid checksum (an organisation's 10-digit ИНН is a row error). */
  inn: string;
  /** `НПД` / `ФЛ` of the template; a 1C row takes the registry's kind. */
  contractorType: RegistryPayoutKind;
  /** +7XXXXXXXXXX, for inviting a contractor the company does not have yet. */
  phone: string | null;
  /** > 0, never read through a float. */
  amountKopecks: bigint;
  /** НПД: the receipt's service name (`Services.Name`); 1C: `НазначениеПлатежа`. */
  serviceName: string | null;
  /** Dates are ISO `YYYY-MM-DD` (the file has ДД.ММ.ГГГГ). */
  periodFrom: string | null;
  periodTo: string | null;
  contractNumber: string | null;
  actDate: string | null;
  /** Always set on a row without errors (the template requires it; a 1C row is ACCOUNT). */
  method: RegistryPayoutMethod | null;
  /** Digits only; only the chosen method's requisites are set. */
  cardNumber: string | null;
  accountNumber: string | null;
  bik: string | null;
  /** «1234 567890» (series, space, number). */
  passport: string | null;
  /** 11 digits. */
  snils: string | null;
  /**
   * The company's own id of the row (`Внешний ID`), or 1C's `1C:<Номер>:<Дата>:<file SHA-256 hex>`:
   * the duplicate key.
   */
  externalId: string | null;
  tags: string[];
};

export type ParsedRegistryRow = {
  /** 1-based: the spreadsheet's row number (the header is row 1), or the 1C document's ordinal. */
  rowNumber: number;
  /** The row's cells by column title, as written (the error report writes them back). */
  cells: Record<string, string>;
  /** Present when `errors` is empty. */
  fields: RegistryRowFields | null;
  /** Russian, each saying what is wrong and where («ИНН: неверное контрольное число»). */
  errors: string[];
};

/** Who may pay from the file: the company's ИНН and its accounts (and the nominal account's). */
export type RegistryPayer = { inns: readonly string[]; accounts: readonly string[] };

export type ReadRegistryOptions = {
  payoutKind: RegistryPayoutKind;
  payer: RegistryPayer;
  /** More rows than this is a file error, not a truncated import. */
  maxRows: number;
};

export const EMPTY_FILE_MESSAGE = 'Файл пустой: выберите заполненный реестр';

/** A file that cannot be imported at all, with the Russian text the company reads. */
export class RegistryFileError extends Error {
  override readonly name = 'RegistryFileError';
  constructor(readonly russian: string) {
    super(russian);
  }
}
