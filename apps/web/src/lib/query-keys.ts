/**
 * Every cache key of the app, in one place (CONVENTIONS front end §4): features read and invalidate
 * through these, never through string literals, so a change to a key cannot leave a stale copy behind.
 *
 * Keys nest on purpose: invalidating a prefix refetches everything under it. `employee.all` covers the
 * contractor's whole profile (personal data, requisites, companies, the tax service), `user.representatives`
 * every list, document list and file of responsible persons, `employees.all` the list and the count,
 * `invites.all` the lists, the disconnected contractors and each invite, `balance.all` the balance, its
 * operations and moneybacks, `payouts.kind(kind)` every list, history and file list of one kind of payouts.
 */

const employee = ['employee'] as const;
const fns = [...employee, 'fns'] as const;
const user = ['user'] as const;
const userProfile = [...user, 'profile'] as const;
const representatives = [...user, 'representatives'] as const;
const invites = [...user, 'invites'] as const;
const employees = ['employees'] as const;
const agreementList = ['agreement', 'list'] as const;
const selfNep = ['self_nep'] as const;
const notifications = ['notifications'] as const;
const balance = ['balance'] as const;
const payouts = ['payouts'] as const;
const employeePayouts = [...employee, 'payouts'] as const;
const documents = ['documents'] as const;
const employeeDocuments = [...employee, 'documents'] as const;
const tasks = ['tasks'] as const;
const employeeTasks = [...employee, 'tasks'] as const;

export const queryKeys = {
  auth: {
    /** Who is looking (`auth/me`); `null` once logged out. */
    me: ['auth', 'me'] as const,
    sessions: ['auth', 'sessions'] as const,
    registrationInfo: ['auth', 'registration-info'] as const,
  },
  offer: {
    /** The offer in force (offer/file_content without an id). */
    current: ['offer', 'current'] as const,
    content: (offerId: string) => ['offer', offerId, 'content'] as const,
    /** The caller's own application to join the offer (offer/custom): depends on who is logged in. */
    custom: (offerId: string) => ['offer', offerId, 'custom'] as const,
  },
  lookups: {
    address: (query: string) => ['lookups', 'address', query] as const,
    bank: (bik: string) => ['lookups', 'bank', bik] as const,
    country: (query: string) => ['lookups', 'country', query] as const,
  },
  catalog: {
    sbpBanks: ['catalog', 'bank_sbp'] as const,
    documentTypes: ['document', 'types'] as const,
    fnsActivities: ['fns', 'activities'] as const,
  },
  /** The caller's КЭП certificates (`certificate`), for either role. */
  certificates: {
    mine: ['certificate', 'mine'] as const,
  },
  selfNep: {
    all: selfNep,
    agreement: [...selfNep, 'agreement'] as const,
  },
  agreements: {
    list: agreementList,
    page: (page: number, pageSize: number) => [...agreementList, page, pageSize] as const,
    one: (id: string | undefined) => ['agreement', 'one', id] as const,
    /** The agreement the contractor signs with a ПЭП (its own endpoint, so its own key). */
    forSigning: (id: string | undefined) => ['agreement', id] as const,
    file: (fileId: string) => ['agreement', 'file', fileId] as const,
    edo: ['agreement', 'edo'] as const,
  },
  user: {
    profile: userProfile,
    /** The same call as `profile`, read with the company's fields: under it, so a profile change refreshes both. */
    company: [...userProfile, 'company'] as const,
    bankAccounts: [...user, 'bank-accounts'] as const,
    paymentLimits: [...user, 'payment-limits'] as const,
    sberBalance: [...user, 'sber-balance'] as const,
    directBank: [...user, 'one-c-direct-bank'] as const,
    /** How the company may pay (user/payment_methods): asked again when its accounts or bank session change. */
    paymentMethods: [...user, 'payment-methods'] as const,
    employeeConstants: [...user, 'constants'] as const,
    employeesImport: (id: string) => [...user, 'employees-import', id] as const,
    /** The company's journal, one page of it: refreshed on opening, nothing invalidates it. */
    journal: (params: Record<string, string | number | undefined>) => [...user, 'journal', params] as const,
    /** The company's processes, one page of it: asked again every 2 s while one of them runs. */
    processes: (params: Record<string, string | number | undefined>) => [...user, 'processes', params] as const,
    /** The company's tax risks (/risks): a page of the list and the header's open count, both under `all`. */
    riskAlerts: {
      all: [...user, 'risk-alerts'] as const,
      list: (params: Record<string, string | number | undefined>) => [...user, 'risk-alerts', 'list', params] as const,
      openCount: [...user, 'risk-alerts', 'open-count'] as const,
    },
    /**
     * The company's integrations (/profile/integrations, issue 30): its API keys, its webhook endpoints, one
     * endpoint, its deliveries (keyset pages per status filter) and one delivery with its attempts. Any change to an
     * endpoint refreshes everything under `webhooks.all`. Secrets are never cached: they come in a call's answer.
     */
    apiKeys: [...user, 'api-keys'] as const,
    webhooks: {
      all: [...user, 'webhooks'] as const,
      list: [...user, 'webhooks', 'list'] as const,
      one: (id: string) => [...user, 'webhooks', 'one', id] as const,
      deliveries: (id: string, filter: object) => [...user, 'webhooks', 'deliveries', id, filter] as const,
      delivery: (id: string) => [...user, 'webhooks', 'delivery', id] as const,
    },
    /** The company's own logins (/users): any change to one of them refreshes the list. */
    companyUsers: [...user, 'company-users'] as const,
    /**
     * The company's reports (/profile/documents/reports): a page of the list, asked again every 2 s while one is
     * built; one report (its preview); a file of one for the preview. Ordering or signing refreshes them all.
     */
    reports: {
      all: [...user, 'reports'] as const,
      list: (params: object) => [...user, 'reports', 'list', params] as const,
      one: (id: string) => [...user, 'reports', 'one', id] as const,
      file: (reportId: string, fileId: string) => [...user, 'reports', 'file', reportId, fileId] as const,
    },
    representatives: {
      all: representatives,
      list: (params: object) => [...representatives, 'list', params] as const,
      jobTitles: [...representatives, 'job-titles'] as const,
      documents: (id: string) => [...representatives, 'documents', id] as const,
      file: (fileId: string) => [...representatives, 'file', fileId] as const,
    },
  },
  employees: {
    all: employees,
    list: (request: object) => [...employees, 'list', request] as const,
    count: [...employees, 'count'] as const,
  },
  invites: {
    all: invites,
    list: (params: object) => [...invites, 'list', params] as const,
    disconnected: (params: object) => [...invites, 'disconnected', params] as const,
    one: (id: string) => [...invites, 'one', id] as const,
  },
  /** The public landing of an invite link; with a person's key (their SMS link) it also names them. */
  inviteLink: (token: string, person: string | null = null) => ['invite-link', token, person] as const,
  /** The public page of a colleague's invite to the company's logins (/invite/user/{token}). */
  userInvite: (token: string) => ['user-invite', token] as const,
  employee: {
    /** The contractor's own record (GET employee) and the prefix of everything in the contractor's profile. */
    all: employee,
    personal: [...employee, 'personal'] as const,
    completeRegistration: [...employee, 'complete_registration'] as const,
    requisites: [...employee, 'requisites'] as const,
    companies: [...employee, 'companies'] as const,
    fns: {
      all: fns,
      connection: [...fns, 'bind'] as const,
      accountStatus: [...fns, 'account_status'] as const,
      myActivities: [...fns, 'activity'] as const,
    },
  },
  /** The company's money: the balance (also shown by the payout forms), operations, moneybacks. */
  balance: {
    all: balance,
    summary: [...balance, 'summary'] as const,
    operations: (params: object) => [...balance, 'operations', params] as const,
    moneybacks: [...balance, 'moneybacks'] as const,
  },
  /** The company's payouts by kind (NPD / INDIVIDUAL); a payment, repeat or cancel invalidates the kind. */
  payouts: {
    all: payouts,
    kind: (kind: string) => [...payouts, kind] as const,
    list: (kind: string, request: object) => [...payouts, kind, 'list', request] as const,
    one: (kind: string, id: string) => [...payouts, kind, 'one', id] as const,
    history: (kind: string, id: string) => [...payouts, kind, 'history', id] as const,
    files: (kind: string, id: string) => [...payouts, kind, 'files', id] as const,
    /** One payout of either kind by id alone (user/payout/{id}: a balance operation's link). */
    anyKind: (id: string) => [...payouts, 'any', id] as const,
    services: [...payouts, 'services'] as const,
  },
  /** The contractor's own payouts (under `employee.all`, so a pull-to-refresh and a logout cover them). */
  employeePayouts: {
    all: employeePayouts,
    list: (request: object) => [...employeePayouts, 'list', request] as const,
    one: (id: string) => [...employeePayouts, 'one', id] as const,
  },
  /** The contractor picker shared by the payout and document forms (`employees` list searched by name, phone or ИНН). */
  contractorPicker: (search: string) => ['contractor-picker', search] as const,
  /** The company's acts and contracts: any action on one invalidates `all` (lists, the one, its history). */
  documents: {
    all: documents,
    templates: [...documents, 'templates'] as const,
    list: (request: object) => [...documents, 'list', request] as const,
    one: (id: string) => [...documents, 'one', id] as const,
    history: (id: string) => [...documents, 'history', id] as const,
    /** What «Отправить на e-mail» would send and the address it suggests. */
    email: (id: string) => [...documents, 'email', id] as const,
    goskeyRepresentatives: (id: string) => [...documents, 'goskey-representatives', id] as const,
    file: (id: string, attachmentId: string) => [...documents, 'file', id, attachmentId] as const,
    batch: (batchId: string) => [...documents, 'batch', batchId] as const,
    /** The payouts of one contractor a document may be linked to. */
    payouts: (employeeId: string) => [...documents, 'payouts', employeeId] as const,
  },
  /** The contractor's own documents (under `employee.all`, so a pull-to-refresh and a logout cover them). */
  employeeDocuments: {
    all: employeeDocuments,
    list: (request: object) => [...employeeDocuments, 'list', request] as const,
    ready: [...employeeDocuments, 'ready'] as const,
    one: (id: string) => [...employeeDocuments, 'one', id] as const,
    /** The contractor's envelopes (a bundle's documents addressed to them) and one envelope. */
    envelopes: [...employeeDocuments, 'envelopes'] as const,
    envelope: (id: string) => [...employeeDocuments, 'envelope', id] as const,
  },
  /** The company's tasks: lists, each task, its contractors and history; the catalogue of services the form offers. */
  tasks: {
    all: tasks,
    list: (request: object) => [...tasks, 'list', request] as const,
    one: (id: string) => [...tasks, 'one', id] as const,
    pairs: (id: string, request: object) => [...tasks, 'pairs', id, request] as const,
    history: (id: string) => [...tasks, 'history', id] as const,
    /** The task's files as the company reads them (the brief and every result). */
    files: (id: string) => [...tasks, 'files', id] as const,
    services: [...tasks, 'services'] as const,
    /** The units a new service may be counted in: the platform's and the company's own. */
    serviceUnits: [...tasks, 'service-units'] as const,
  },
  /** Tasks from Excel: one upload's check (polled while it runs). */
  taskImport: { one: (id: string) => ['task-import', id] as const },
  /** The contractor's tasks (under `employee.all`, so a pull-to-refresh and a logout cover them). */
  employeeTasks: {
    all: employeeTasks,
    list: (request: object) => [...employeeTasks, 'list', request] as const,
    one: (id: string) => [...employeeTasks, 'one', id] as const,
    /** The task's files as the contractor reads them (the brief and their own result). */
    files: (id: string) => [...employeeTasks, 'files', id] as const,
  },
  /** Anything that changes notifications (a click, 'mark all', a push) invalidates `all`: list and count. */
  notifications: {
    all: notifications,
    notReadCount: [...notifications, 'not-read-count'] as const,
    list: (isOnlyUnread: boolean) => [...notifications, 'list', { isOnlyUnread }] as const,
  },
};
