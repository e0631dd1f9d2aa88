/**
 * The company's bank accounts (profile → payments-accounts; SPEC §3 account types and bank
 * integrations, §7 `user/bank/`). Checks follow DOMAIN.md §4: БИК plausibility, the corr. account
 * against the БИК, the 7-1-3 key of the account against the БИК, and the balance account of the type.
 */
import { z } from 'zod';
import { accountValid, bikValid, corrAccountValid } from './checksums.js';
import { accountTypeSchema, bankIntegrationSchema, integrationStatusSchema } from './enums.js';

export type BankAccountType = z.infer<typeof accountTypeSchema>;
export type BankIntegration = z.infer<typeof bankIntegrationSchema>;
export type BankIntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** First five digits (the balance account) of a settlement account: organisations 40702, ИП 40802. */
export const SETTLEMENT_ACCOUNT_PREFIXES: Readonly<Record<BankAccountType, string>> = {
  LEGAL_ENTITY: '40702',
  IP: '40802',
};

/** Digits 6–8 of an account are its currency; payouts are in roubles, whose code in accounts is 810. */
const ROUBLE_CURRENCY_CODE = '810';

/**
 * Digits only: people paste accounts grouped by spaces or dashes ('40702 810 7 0038 0000001'). Each
 * failed check stops the field's checks, so a field shows one message.
 */
const digitField = (required: string, length: number, wrongLength: string) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { message: required, abort: true })
        .regex(new RegExp(`^\\d{${length}}$`), { message: wrongLength, abort: true }),
    );

/** Digits 7–9 of a БИК number the bank in the Bank of Russia network: 050–999 for credit organisations. */
const isBankBik = (bik: string) => bikValid(bik) && Number(bik.slice(6)) >= 50;

const bankAccountFieldsSchema = z.object({
  account_type: z
    .enum(accountTypeSchema.options, { error: 'Выберите тип счёта' })
    .describe('LEGAL_ENTITY — счёт организации (40702), IP — счёт ИП (40802)'),
  bik: z
    .string({ error: 'Введите БИК' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { message: 'Введите БИК', abort: true })
        .regex(/^\d{9}$/, { message: 'БИК состоит из 9 цифр', abort: true })
        .refine(bikValid, { message: 'Неверный БИК: БИК банка начинается с 04', abort: true })
        // Lower numbers belong to the Bank of Russia's own divisions, which hold no client accounts.
        .refine(isBankBik, 'Неверный БИК: это не БИК банка'),
    ),
  bank_name: z
    .string({ error: 'Введите название банка' })
    .trim()
    .min(1, 'Введите название банка')
    .max(300, 'Слишком длинное название банка'),
  corr_account: digitField('Введите корреспондентский счёт', 20, 'Корреспондентский счёт состоит из 20 цифр'),
  account_number: digitField('Введите номер счёта', 20, 'Номер счёта состоит из 20 цифр'),
});

type BankAccountFields = z.output<typeof bankAccountFieldsSchema>;
/** The fields checked against each other; each entry is a field name and its Russian message. */
export type BankAccountIssues = Partial<Record<'account_type' | 'corr_account' | 'account_number', string>>;

/**
 * Cross-field checks of a complete account. The API runs them on the merged row of an update too;
 * a field whose own format is wrong is left to its own message.
 */
export function bankAccountIssues(
  value: Pick<BankAccountFields, 'account_type' | 'bik' | 'corr_account' | 'account_number'>,
): BankAccountIssues {
  const issues: BankAccountIssues = {};
  const { bik, corr_account: corr, account_number: account } = value;
  const isBikUsable = isBankBik(bik);

  if (isBikUsable && /^\d{20}$/.test(corr)) {
    if (!corr.startsWith('301')) issues.corr_account = 'Корреспондентский счёт банка начинается с 301';
    else if (corr.slice(17) !== bik.slice(6)) {
      issues.corr_account = 'Корреспондентский счёт другого банка: последние три цифры должны совпадать с БИК';
    } else if (!corrAccountValid(corr, bik)) {
      issues.corr_account = 'Неверный корреспондентский счёт: не сходится контрольный ключ';
    }
  }

  // An unknown account type has its own message; the account is checked against a known one only.
  const prefix = SETTLEMENT_ACCOUNT_PREFIXES[value.account_type] as string | undefined;
  if (prefix && /^\d{20}$/.test(account)) {
    if (!account.startsWith(prefix)) {
      issues.account_number =
        value.account_type === 'IP' ? `Счёт ИП начинается с ${prefix}` : `Счёт юрлица начинается с ${prefix}`;
    } else if (account.slice(5, 8) !== ROUBLE_CURRENCY_CODE) {
      issues.account_number = 'Нужен рублёвый счёт: цифры 6–8 номера — 810';
    } else if (isBikUsable && !accountValid(account, bik)) {
      issues.account_number = 'Неверный номер счёта: не сходится контрольный ключ с БИК банка';
    }
  }
  return issues;
}

const withCrossChecks = <T extends BankAccountFields>(value: T, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(bankAccountIssues(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
};

const isDefaultField = z
  .boolean({ error: 'Некорректное значение' })
  .optional()
  .describe('true — сделать счёт основным (прежний основной перестаёт им быть)');

/** Adding an account: bank_name and corr_account come from the bank lookup by БИК or are typed by hand. */
export const createBankAccountRequestSchema = bankAccountFieldsSchema
  .extend({ is_default: isDefaultField })
  .superRefine(withCrossChecks);
export type CreateBankAccountRequest = z.infer<typeof createBankAccountRequestSchema>;
/** What the add/edit form holds (before digits are normalised). */
export type BankAccountFormValues = z.input<typeof createBankAccountRequestSchema>;

/**
 * Changing an account: any of the fields; the API checks the merged account as a whole. is_default:
 * true makes it the default; the default stops being one only when another becomes default.
 */
export const updateBankAccountRequestSchema = bankAccountFieldsSchema.partial().extend({ is_default: isDefaultField });
export type UpdateBankAccountRequest = z.infer<typeof updateBankAccountRequestSchema>;

export const bankAccountSchema = z.object({
  id: z.uuid(),
  account_type: accountTypeSchema,
  bik: z.string(),
  bank_name: z.string(),
  corr_account: z.string(),
  account_number: z.string(),
  /** How the platform works with the account; null until one is connected. */
  integration: bankIntegrationSchema.nullable(),
  integration_status: integrationStatusSchema.nullable(),
  /** The account used unless told otherwise; exactly one while the company has any. */
  is_default: z.boolean(),
  /** ISO 8601 moment. */
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The default account first, then the newest. */
export const bankAccountListResponseSchema = z.object({ items: z.array(bankAccountSchema) });
export type BankAccountListResponse = z.infer<typeof bankAccountListResponseSchema>;
