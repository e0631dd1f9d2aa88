/** Login identities (who can sign in) and the customers and employees they act for. */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fioSortKey, foldedTextC, ts } from './columns.js';

/**
 * The contractor's ФИО folded for sorting and search: lower case and ё→е (translate() as well, because
 * lower() folds Cyrillic only under a Unicode-aware collation, which PGlite does not promise), the parts
 * joined by one space each (an empty part leaves two, so «Иванов  Петрович» sorts before «Иванов Алексей …»
 * as comparing part by part would). Null while the contractor has no surname yet: the list puts them last.
 */
const FIO_KEY = `case when last_name is null then null else translate(lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(patronymic, '')), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе') end`;

/** A company that pays (role `user`). */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  inn: text('inn').notNull(),
  kpp: text('kpp'),
  ogrn: text('ogrn'),
  organisationName: text('organisation_name').notNull(),
  lastName: text('last_name'),
  firstName: text('first_name'),
  patronymic: text('patronymic'),
  phone: text('phone'),
  legalAddress: text('legal_address'),
  postalAddress: text('postal_address'),
  /** Who signs for the company (head): position, e.g. «Генеральный директор». */
  signerPosition: text('signer_position'),
  /** When the company's data was last refreshed from the register (user/actualization/). */
  actualizedAt: ts('actualized_at'),
  /** user/deactivate/: the company stopped using the platform; its accounts cannot log in. */
  deactivatedAt: ts('deactivated_at'),
  /** Set when every step of /customer-complete-registration is done. */
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A contractor (role `employee`): one person who may work for several customers. */
export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  lastName: text('last_name'),
  firstName: text('first_name'),
  patronymic: text('patronymic'),
  phone: text('phone').notNull(),
  email: text('email'),
  inn: text('inn'),
  birthDate: date('birth_date'),
  kind: text('kind').$type<'INDIVIDUAL_PERSON' | 'INDIVIDUAL_ENTREPRENEUR'>(),
  /** The person's own tax regime (SPEC §3 tax regimes), declared at complete-registration. */
  taxRegime: text('tax_regime'),
  snils: text('snils'),
  /** ОКСМ code of citizenship (643 = Россия). */
  citizenship: text('citizenship'),
  /** The country's name as chosen from dadata/country, shown back without a lookup. */
  citizenshipName: text('citizenship_name'),
  registrationAddress: text('registration_address'),
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Stored folded ФИО (FIO_KEY), copied to the company links by a trigger for the list's ФИО order. */
  fioKey: foldedTextC('fio_key').generatedAlwaysAs(sql.raw(FIO_KEY)),
  /**
   * What the list's word search looks into: folded ФИО, phone and ИНН, space-separated (a search word has
   * no spaces, so it never matches across two of them). Its pg_trgm index, employees_search_key_trgm,
   * is made by the hand-written migration 0009 (after CREATE EXTENSION), so it is not declared here.
   */
  searchKey: foldedTextC('search_key').generatedAlwaysAs(
    sql.raw(`coalesce(${FIO_KEY}, '') || ' ' || phone || ' ' || coalesce(inn, '')`),
  ),
});

/** The link between a customer and a contractor who works for it. */
export const customerEmployees = pgTable(
  'customer_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    taxRegime: text('tax_regime').notNull(),
    /** ACTIVE while working for the company; DISCONNECTED after the company removed them. */
    status: text('status').$type<'ACTIVE' | 'DISCONNECTED'>().notNull().default('ACTIVE'),
    /** The invite they joined through, if any. */
    inviteId: uuid('invite_id'),
    disconnectedAt: ts('disconnected_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * employees.fio_key of the contractor, kept by triggers (migration 0008), so the company's list can
     * walk its contractors in ФИО order from an index of this table instead of sorting all of them.
     */
    fioKey: foldedTextC('fio_key'),
    /**
     * The contractor's НПД status as the list orders it (0 registered, 1 not registered, 2 never checked),
     * copied from fns_taxpayers by triggers (migration 0009) for the НПД order and filter.
     */
    npdRank: smallint('npd_rank').notNull().default(2),
  },
  (t) => [
    uniqueIndex('customer_employees_pair').on(t.customerId, t.employeeId),
    index().on(t.employeeId),
    // One index per order of the company's list (ACTIVE links only, as the list shows them); the
    // newest-first index also serves oldest-first backwards. A contractor without a name goes last in
    // both ФИО directions, so each direction has its own coalesce (see modules/employees/employees.repo.ts).
    index('customer_employees_list_added').on(t.customerId, t.createdAt, t.id).where(sql`${t.status} = 'ACTIVE'`),
    index('customer_employees_list_fio_asc')
      .on(t.customerId, fioSortKey(t.fioKey, 'ASC'), t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('customer_employees_list_fio_desc')
      .on(t.customerId, sql`${fioSortKey(t.fioKey, 'DESC')} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'ACTIVE'`),
    // НПД status, then ФИО А→Я whichever way the status goes.
    index('customer_employees_list_npd_asc')
      .on(t.customerId, t.npdRank, fioSortKey(t.fioKey, 'ASC'), t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('customer_employees_list_npd_desc')
      .on(t.customerId, sql`${t.npdRank} desc`, fioSortKey(t.fioKey, 'ASC'), t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * A login identity. Exactly one of customer_id / employee_id is set, matching `role`.
 * E-mail is stored lower-cased, phone as +7XXXXXXXXXX, so unique indexes catch every notation.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<'user' | 'employee'>().notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<'ACTIVE' | 'BLOCKED' | 'PENDING' | 'DECLINED'>().notNull().default('ACTIVE'),
    /**
     * A company login's role within its company (issue 28, modules/company-users): OWNER — everything;
     * ACCOUNTANT — payouts and documents; VIEWER — reads only. Null for a contractor's login. Every login
     * made before company users existed is its company's OWNER.
     */
    memberRole: text('member_role').$type<'OWNER' | 'ACCOUNTANT' | 'VIEWER'>(),
    /**
     * PERSON — a person's login; API_KEY — the login an API key acts through (issue 30, `api_keys.account_id`):
     * no e-mail, phone or usable password, never listed among the company's users.
     */
    kind: text('kind').$type<'PERSON' | 'API_KEY'>().notNull().default('PERSON'),
    /** A colleague's name as the owner entered it (the company's first login has none: the company's name shows). */
    fullName: text('full_name'),
    /** A colleague removed from the company: cannot log in, kept because what they did names them. */
    removedAt: ts('removed_at'),
    emailVerifiedAt: ts('email_verified_at'),
    phoneVerifiedAt: ts('phone_verified_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email).where(sql`${t.email} is not null`),
    // The company's users (/users): the company's logins in the order they were added.
    index('accounts_company_users').on(t.customerId, t.createdAt, t.id).where(sql`${t.customerId} is not null`),
    uniqueIndex('accounts_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

/** Separate, evidenced consents (152-ФЗ: personal-data consent is its own act, not part of the offer). */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<'PERSONAL_DATA'>().notNull(),
    documentVersion: text('document_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    givenAt: ts('given_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);

/**
 * A colleague invited to the company by e-mail (issue 28): the login is made PENDING with the role; the
 * link's token (its SHA-256 here) sets the password and makes it ACTIVE, or declines it (DECLINED).
 */
export const companyUserInvites = pgTable(
  'company_user_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => accounts.id),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    declinedAt: ts('declined_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('company_user_invites_account').on(t.accountId)],
);
