/** Every API path, once. The web app's fetchers and the API's routes both read these. */
export const API_PREFIX = '/v1';

export const apiPaths = {
  health: '/v1/health',
  auth: {
    login: '/v1/auth/login',
    me: '/v1/auth/me',
    logout: '/v1/auth/logout',
    refresh: '/v1/auth/refresh/',
    registration: '/v1/auth/registration/',
    registrationInfo: '/v1/auth/registration/info',
    resetPassword: '/v1/auth/reset_password/',
    setPassword: '/v1/auth/set_password/',
    changePassword: '/v1/auth/change_password/',
    verifyEmail: '/v1/auth/verify/email/',
    verifyEmailSend: '/v1/auth/verify/email/send',
    /** The account's live sessions (GET), ending one (POST {session_id}) or all but this one. */
    sessions: '/v1/auth/sessions',
    sessionEnd: '/v1/auth/sessions/end',
    sessionsEndOthers: '/v1/auth/sessions/end_others',
  },
  offer: {
    accept: '/v1/registration/offer',
    fileContent: '/v1/offer/file_content',
    /** POST {offer_id, format}: the caller's application to join the offer (what a КЭП signs). */
    custom: '/v1/offer/custom',
    /** GET ?offer_id=: the application's bytes to sign; POST {offer_id, signature}: the offer accepted by КЭП. */
    signKep: '/v1/offer/sign_kep',
    /** GET ?offer_id=: the evidence PDF of the caller's КЭП acceptance of that offer. */
    evidence: '/v1/offer/evidence',
  },
  employeeAuth: {
    registration: '/v1/employee/registration',
    resetPassword: '/v1/employee/reset_password',
    verifyPhoneSend: '/v1/employee/verify_phone/send',
  },
  notifications: {
    list: '/v1/notifications',
    notReadCount: '/v1/notification/not_read_count',
    read: '/v1/notification/read',
    token: '/v1/notification/token',
    webPushKey: '/v1/notification/web_push_key',
    /** Support-only. */
    types: '/v1/notification/types',
    /** Support-only. */
    send: '/v1/notification/send',
  },
  documentTypes: '/v1/document/types',
  /** POST: hashes of the caller's stored files by one SPEC §3 hash algorithm (DOMAIN.md §6.4). */
  documentAttachmentsHash: '/v1/document/attachments/hash',
  /**
   * Acts and contracts (modules/documents; docs/decisions/documents.md). The company: create from a
   * template (POST document) or from its own PDF (upload), edit / delete a draft, list (user/documents),
   * one (user/document/:id), attachments, generate the PDF, send for signing, sign with ПЭП, reject,
   * terminate, the contractor's link, the zip, links to payouts. The contractor: employee/documents,
   * employee/document/:id, documents/ready_for_sign, sign / reject. History and download for both.
   */
  documents: {
    templates: '/v1/document/templates',
    create: '/v1/document',
    /** POST {payout_id, …}: an act of services for a payout, from the platform's act template. */
    act: '/v1/document/act',
    upload: '/v1/document/upload',
    one: '/v1/document/:id',
    list: '/v1/user/documents',
    companyOne: '/v1/user/document/:id',
    history: '/v1/document/:id/history',
    attachments: '/v1/document/:id/attachment',
    attachment: '/v1/document/:id/attachment/:attachmentId',
    generate: '/v1/document/attachment/generate',
    generateBatch: '/v1/document/attachment/generate/:batchId',
    send: '/v1/document/:id/send',
    signSelfNepSendCode: '/v1/document/:id/sign_self_nep/send_code',
    signSelfNep: '/v1/document/:id/sign_self_nep',
    signKep: '/v1/document/:id/sign_kep',
    signGoskey: '/v1/document/:id/sign_goskey',
    /** GET: the company's responsible persons who may sign this document in Госключ (СНИЛС, МЧД in force). */
    signGoskeyRepresentatives: '/v1/document/:id/sign_goskey/representatives',
    reject: '/v1/document/:id/reject',
    terminate: '/v1/document/:id/terminate',
    signLink: '/v1/document/:id/sign_link',
    download: '/v1/document/:id/download',
    /** GET: the evidence PDF alone («Доказательства подписания.pdf», also inside the zip). */
    evidence: '/v1/document/:id/evidence',
    /** GET: what a letter would carry and the address to suggest; POST {email}: the document sent by e-mail (the company). */
    sendToEmail: '/v1/document/:id/send_to_email',
    link: '/v1/document/:id/document_link',
    unlink: '/v1/document/:id/document_link/:payoutId',
    employeeList: '/v1/employee/documents',
    employeeOne: '/v1/employee/document/:id',
    readyForSign: '/v1/employee/documents/ready_for_sign',
  },
  /** SPEC §7 Certificate: the caller's certificates, the CAs and CRLs (public GETs), the representatives'. */
  certificates: {
    list: '/v1/certificate',
    /** PUT: the caller's certificate — its name; the status checked again. */
    one: '/v1/certificate/:id',
    /** GET/POST (company): the responsible persons' certificates with their МЧД state. */
    representative: '/v1/certificate/representative',
    ca: '/v1/certificate/ca',
    revocated: '/v1/certificate/revocated',
  },
  /** Public lookups (SPEC §6), answered through the DaData Suggestions API. */
  lookups: {
    address: '/v1/dadata/address',
    bank: '/v1/dadata/bank',
    country: '/v1/dadata/country',
    party: '/v1/dadata/user',
  },
  /** The contractor's own payout requisites: GET list, POST create; PATCH/DELETE one (`:id`). */
  employeeRequisites: '/v1/employee/requisite/',
  employeeRequisite: '/v1/employee/requisite/:id/',
  /** СБП participants for the bank choice (POST {query?}). */
  catalogBankSbp: '/v1/catalog/bank_sbp',
  /** The company's bank accounts (profile → payments-accounts): GET list, POST create; PATCH/DELETE one (`:id`). */
  userBanks: '/v1/user/bank/',
  userBank: '/v1/user/bank/:id/',
  /** The caller's ПЭП (SELF_NEP): GET current; issue it via agreement → send_code → confirm. */
  selfNep: {
    current: '/v1/self_nep',
    agreement: '/v1/self_nep/agreement',
    sendCode: '/v1/self_nep/send_code',
    confirm: '/v1/self_nep/confirm',
  },
  /** The caller's platform agreements (SPEC §7 Agreement) and signing them with the ПЭП (our own paths). */
  agreement: {
    one: '/v1/agreement',
    list: '/v1/agreement/list',
    download: '/v1/agreement/download',
    fileContent: '/v1/agreement/file_content',
    /** POST: the customer's electronic document-flow agreement, created on first call. */
    edo: '/v1/agreement/edo',
    signSelfNepSendCode: '/v1/agreement/sign_self_nep/send_code',
    signSelfNep: '/v1/agreement/sign_self_nep',
    /** GET ?id=: the PDF's bytes and hashes to sign; POST {agreement_id, signature}: signed with КЭП. */
    signKep: '/v1/agreement/sign_kep',
    /** GET ?id=: the evidence PDF of a signed agreement. */
    evidence: '/v1/agreement/evidence',
  },
  /** The company's responsible persons and their trust documents (SPEC §7 representative/, representatives/). */
  representatives: {
    /** GET ?page=&page_size= → {items, totalCount}, newest first. */
    list: '/v1/user/representatives/',
    /** POST create. */
    create: '/v1/user/representative/',
    /** GET / PATCH / DELETE one. */
    one: '/v1/user/representative/:id/',
    jobTitles: '/v1/user/representative/job_title',
    /** POST multipart: a trust document (.xml МЧД / .pdf), another document (.pdf) or an МЧД's .sig. */
    file: '/v1/user/representative/:id/file',
    /** DELETE: withdraws one of the person's documents (`:documentId`). */
    document: '/v1/user/representative/:id/file/:documentId',
    files: '/v1/user/representative/:id/files',
    /** GET ?file_id= (inline). */
    fileContent: '/v1/user/representative/file_content',
    generateTrustDocument: '/v1/user/representative/:id/generate_trust_document',
    /** GET ?document_id=: a trust document's bytes to sign; POST {document_id, signature}: the head signs it with КЭП. */
    signKep: '/v1/user/representative/:id/sign_kep',
    /** GET ?document_id=: the evidence PDF of the head's КЭП over a trust document (sign_kep or an uploaded .sig). */
    evidence: '/v1/user/representative/:id/evidence',
  },
  /** Invites of contractors (SPEC §7 Invite). */
  invites: {
    /** GET ?page=&page_size=&status=&sort_field=ADDED_AT&sort_direction= → {items, totalCount}. */
    list: '/v1/invites',
    /** POST create (draft, or published with publish: true). */
    create: '/v1/invite',
    /** GET (with the link) / PUT (while DRAFT) / DELETE (while DRAFT) one. */
    one: '/v1/invite/:id',
    publish: '/v1/invite/:id/publish',
    reject: '/v1/invite/:id/reject',
    /** GET the people of an invite. */
    employeesList: '/v1/invite/:id/employees/list',
    /** DELETE: cancel one person (action CANCEL). */
    employee: '/v1/invite/:id/employees/:personId',
    sendSms: '/v1/invite/:id/employees/send_sms',
    disconnectedEmployees: '/v1/invite/disconnected_employees',
    /** Public, POST {token}: what the landing page of a link shows. */
    link: '/v1/invite/employee/link',
  },
  /** Import of contractors from .xlsx: validate (POST multipart), then confirm (create). */
  employeeImport: {
    validate: '/v1/employees/import_file',
    create: '/v1/employees/import_file/create',
    template: '/v1/employees/import_file/template',
    one: '/v1/employees/import_file/:id',
    report: '/v1/employees/import_file/:id/report',
  },
  userProfile: '/v1/user/profile',
  /** GET: the company's journal — its payouts', documents' and logins' events, newest first, paged and filtered. */
  userJournal: '/v1/user/journal',
  /** GET: the company's long-running work (imports, document generation, registries), newest first, paged. */
  userProcesses: '/v1/user/processes',
  /** POST: refresh name, КПП, ОГРН and legal address from the state register (through DaData). */
  userActualization: '/v1/user/actualization/',
  /** POST {password}: the company stops using the platform; every session ends, logins are refused. */
  userDeactivate: '/v1/user/deactivate/',
  /** GET: the limits in force (customer); POST: set them (support-only). */
  userPaymentLimit: '/v1/user/payment_limit',
  /** GET: the offer the company accepted, as accepted (its PDF; with the КЭП evidence when signed so). */
  userOfferDownload: '/v1/user/offer/download',
  /** GET: how this company may pay — the nominal account, its own account through 1C:DirectBank — and what each needs. */
  userPaymentMethods: '/v1/user/payment_methods',
  /**
   * The company's reports for a period (issue 28): POST report (order), GET report/:id, GET report/list,
   * GET report/download?report_id=&file=REPORT|EXTRA|SIGNATURE, the акт сверки signed with КЭП
   * (GET the PDF's bytes to sign, POST {signature}); support downloads any company's report.
   */
  reports: {
    order: '/v1/report',
    one: '/v1/report/:id',
    list: '/v1/report/list',
    download: '/v1/report/download',
    signKep: '/v1/report/:id/sign_kep',
    supportDownload: '/v1/support/report/download',
  },
  /**
   * The company's own users (issue 28, /users): list, invite by e-mail with a role, change the role, block,
   * unblock, remove; the invite link's public calls (what it is, accept with a password, decline).
   */
  companyUsers: {
    list: '/v1/user/users',
    invite: '/v1/user/users/invite',
    one: '/v1/user/users/:id',
    block: '/v1/user/users/:id/block',
    unblock: '/v1/user/users/:id/unblock',
    resendInvite: '/v1/user/users/:id/resend_invite',
    inviteInfo: '/v1/auth/user_invite/:token',
    inviteAccept: '/v1/auth/user_invite/:token/accept',
    inviteDecline: '/v1/auth/user_invite/:token/decline',
  },
  /**
   * The company's API keys (issue 30; owner only): GET the list, POST a key (its secret in the answer, once),
   * PATCH :id (name, allowed addresses), POST :id/revoke, POST :id/rotate {overlap_hours}.
   */
  apiKeys: {
    list: '/v1/user/api_keys',
    one: '/v1/user/api_keys/:id',
    revoke: '/v1/user/api_keys/:id/revoke',
    rotate: '/v1/user/api_keys/:id/rotate',
  },
  /**
   * The company's webhooks (issue 30; owner only): endpoints (GET list, POST one; GET / PATCH / DELETE :id), the
   * signing secret again, pause, resume, a test event, the endpoint's deliveries; a delivery with its attempts and
   * sending it again.
   */
  webhooks: {
    list: '/v1/user/webhooks',
    one: '/v1/user/webhooks/:id',
    secret: '/v1/user/webhooks/:id/secret',
    pause: '/v1/user/webhooks/:id/pause',
    resume: '/v1/user/webhooks/:id/resume',
    ping: '/v1/user/webhooks/:id/ping',
    deliveries: '/v1/user/webhooks/:id/deliveries',
    delivery: '/v1/user/webhook_deliveries/:id',
    resend: '/v1/user/webhook_deliveries/:id/resend',
  },
  /** The company's tax risks (issue 28): GET the list, POST :id/resolve (dealt with). */
  riskAlerts: {
    list: '/v1/user/risk_alerts',
    resolve: '/v1/user/risk_alerts/:id/resolve',
  },
  /**
   * The company's own bank through 1C:DirectBank: GET the session state, POST login {login, password}
   * (the bank sends a code), login_otp {otp}, logout.
   */
  oneCDirectBank: {
    session: '/v1/one_c_direct_bank',
    login: '/v1/one_c_direct_bank/login',
    loginOtp: '/v1/one_c_direct_bank/login_otp',
    logout: '/v1/one_c_direct_bank/logout',
  },
  /** The nominal account: GET the binding state, POST ask the bank to bind the default account. */
  sberBalance: '/v1/sber/balance',
  /**
   * The company's balance (profile → balance; modules/balance): GET balance and the nominal account's
   * requisites; GET operations (query filters, keyset `after`); the statement file; moneyback (POST,
   * Idempotency-Key; GET the list); the nominal account contract PDF. Support-only: payments_block,
   * balance operations (BLOCK/UNBLOCK/DEBT_LIMIT), any company's balance and statement.
   */
  balance: {
    balance: '/v1/balance',
    operations: '/v1/balance/operations',
    statementFile: '/v1/sber/statement/file',
    moneyback: '/v1/sber/moneyback',
    contractFile: '/v1/sber/contract/file_content',
    supportPaymentsBlock: '/v1/payments_block',
    supportOperation: '/v1/sber/balance/operation',
    supportBalance: '/v1/support/balance/:id',
    supportStatementFile: '/v1/support/sber/statement/file/:id',
  },
  /**
   * НПД payouts (modules/payouts). POST create (Idempotency-Key, {rows, pay}); check (the checklist, no
   * change); list; one (GET/PUT/DELETE a draft); pay drafts (Idempotency-Key); repeat a declined one
   * (Idempotency-Key); cancel a pending one not yet sent; history; files (GET list, POST multipart,
   * GET/DELETE one `:fileId`).
   */
  payouts: {
    create: '/v1/payout',
    check: '/v1/payout/check',
    list: '/v1/payout/list',
    one: '/v1/payout/:id',
    pay: '/v1/payout/pay',
    repeat: '/v1/payout/:id/repeat',
    cancel: '/v1/payout/:id/cancel',
    history: '/v1/payout/:id/history',
    files: '/v1/payout/:id/file',
    file: '/v1/payout/:id/file/:fileId',
    /** The payout's payment order from the company's own account: `?format=txt` (1C 1.03), `pdf`, `sig`, `evidence`, `json`. */
    paymentOrder: '/v1/payout/:id/payment_order',
    /** GET the 1C file's bytes to sign with КЭП; POST {signature}. */
    paymentOrderSignKep: '/v1/payout/:id/payment_order/sign_kep',
    /** GET the 1C file inline (the signed bytes once signed). */
    paymentOrderFileContent: '/v1/payout/:id/payment_order/file_content',
  },
  /**
   * НПД mass payouts (modules/mass-payouts, issue 25): upload a registry (`import_file` .xlsx, `1c/import_file`
   * 1C .txt; multipart, streamed), the Excel template, the list, one registry (GET progress and totals, PUT
   * error_mode, DELETE a draft), its rows (GET paged, DELETE to remove, PUT to confirm repeats), the stored
   * file, the error report (.xlsx with «Ошибка»), history.
   */
  massPayouts: {
    importFile: '/v1/mass_payout/import_file',
    importFile1c: '/v1/mass_payout/1c/import_file',
    template: '/v1/mass_payout/import_file/template',
    list: '/v1/mass_payout/list',
    one: '/v1/mass_payout/:id',
    rows: '/v1/mass_payout/:id/rows',
    file: '/v1/mass_payout/:id/file',
    errorReport: '/v1/mass_payout/:id/error_report',
    history: '/v1/mass_payout/:id/history',
    /** POST with Idempotency-Key: pay the registry (a job: check, one HOLD, payouts, the bank registry). */
    pay: '/v1/mass_payout/:id/pay',
    /** GET the result report (.xlsx): each row with its payout, status and receipt. */
    report: '/v1/mass_payout/:id/report',
    /**
     * A registry paid from the company's own account (channel OWN_ACCOUNT): GET its payment orders' state
     * (JSON), or `?format=txt` one 1C file with every order, `?format=pdf` one order per page.
     */
    paymentOrders: '/v1/mass_payout/:id/payment_orders',
    /** The registry's 1C file inline (the signed bytes once signed). */
    paymentOrdersFileContent: '/v1/mass_payout/:id/payment_orders/file_content',
    /** GET what to sign with КЭП (the 1C file's bytes and hash), POST the detached signature. */
    paymentOrdersSignKep: '/v1/mass_payout/:id/payment_orders/sign_kep',
  },
  /** Individual (ГПХ) mass payouts: the same calls. */
  individualMassPayouts: {
    importFile: '/v1/individual/mass_payout/import_file',
    importFile1c: '/v1/individual/mass_payout/1c/import_file',
    /** POST {rows} with Idempotency-Key: a registry entered by hand (/payments/mass-individual-payment/form). */
    createFromForm: '/v1/individual/mass_payout/import_file/create',
    template: '/v1/individual/mass_payout/import_file/template',
    list: '/v1/individual/mass_payout/list',
    one: '/v1/individual/mass_payout/:id',
    rows: '/v1/individual/mass_payout/:id/rows',
    file: '/v1/individual/mass_payout/:id/file',
    errorReport: '/v1/individual/mass_payout/:id/error_report',
    history: '/v1/individual/mass_payout/:id/history',
    pay: '/v1/individual/mass_payout/:id/pay',
    report: '/v1/individual/mass_payout/:id/report',
    paymentOrders: '/v1/individual/mass_payout/:id/payment_orders',
    paymentOrdersFileContent: '/v1/individual/mass_payout/:id/payment_orders/file_content',
    paymentOrdersSignKep: '/v1/individual/mass_payout/:id/payment_orders/sign_kep',
  },
  /** Individual (ГПХ) payouts: the same calls, plus `full` — the НДФЛ and contributions breakdown. */
  individualPayouts: {
    create: '/v1/individual/payout',
    check: '/v1/individual/payout/check',
    list: '/v1/individual/payout/list',
    one: '/v1/individual/payout/:id',
    full: '/v1/individual/payout/:id/full',
    pay: '/v1/individual/payout/pay',
    repeat: '/v1/individual/payout/:id/repeat',
    cancel: '/v1/individual/payout/:id/cancel',
    history: '/v1/individual/payout/:id/history',
    files: '/v1/individual/payout/:id/file',
    file: '/v1/individual/payout/:id/file/:fileId',
    paymentOrder: '/v1/individual/payout/:id/payment_order',
    paymentOrderSignKep: '/v1/individual/payout/:id/payment_order/sign_kep',
    paymentOrderFileContent: '/v1/individual/payout/:id/payment_order/file_content',
  },
  /**
   * The company's payouts of both kinds (SPEC §7 "User: payout(s) (+file)"): one payout by id whatever
   * its kind (a balance operation opens its payout with it), the list of all kinds, a payout's files.
   */
  userPayouts: {
    list: '/v1/user/payouts',
    one: '/v1/user/payout/:id',
    files: '/v1/user/payout/:id/file',
    file: '/v1/user/payout/:id/file/:fileId',
  },
  /** The contractor's payouts (POST lists with filters; GET one with its history). */
  employeePayouts: {
    payouts: '/v1/employee/payouts',
    payout: '/v1/employee/payout/:id',
    individualPayouts: '/v1/employee/individual_payouts',
    individualPayout: '/v1/employee/individual_payout/:id',
    all: '/v1/employee/all_payouts',
  },
  /**
   * Tasks (modules/tasks, issue 26, docs/decisions/tasks.md): the company's CRUD (`task` POST, `task/:id`
   * GET/PUT/DELETE), its list (`user/tasks`), publish, cancel, copy, completed (the work is closed), the
   * task's contractors (`employees`), the company's moves on them (`user/action`), the contractor's own
   * (`employee/action`: reply, confirm, refuse), start (`in_progress`) and hand over (`done`), history;
   * the contractor's list (`employee/tasks`) and one task (`employee/task/:id`).
   */
  tasks: {
    create: '/v1/task',
    one: '/v1/task/:id',
    list: '/v1/user/tasks',
    publish: '/v1/task/:id/publish',
    cancel: '/v1/task/:id/cancel',
    copy: '/v1/task/:id/copy',
    completed: '/v1/task/:id/completed',
    employees: '/v1/task/:id/employees',
    userAction: '/v1/task/:id/user/action',
    employeeAction: '/v1/task/:id/employee/action',
    inProgress: '/v1/task/:id/in_progress',
    done: '/v1/task/:id/done',
    history: '/v1/task/:id/history',
    employeeList: '/v1/employee/tasks',
    employeeOne: '/v1/employee/task/:id',
    /** The contractors who left the task or the company (SPEC §7 Tasks `disconnected_employees`), shown apart. */
    disconnectedEmployees: '/v1/task/:id/disconnected_employees',
    /** The pair's accepted work paid on its own (a new payout with the same act), Idempotency-Key. */
    repay: '/v1/task/:id/repay',
    /** POST: accepted work ready to be paid in a registry; `registry`: put the chosen work in registries. */
    workToPay: '/v1/tasks/work_to_pay',
    workToPayRegistry: '/v1/tasks/work_to_pay/registry',
  },
  /** A task's files (SPEC §7 Tasks `file`): the company's brief and each contractor's result; GET list, POST upload. */
  taskFiles: {
    list: '/v1/task/:id/files',
    upload: '/v1/task/:id/file',
    /** GET the bytes, DELETE (the uploader, while the task or the pair still allows it). */
    one: '/v1/task/:id/file/:fileId',
  },
  /** People invited onto a task by phone who are not yet the company's contractors (the invite flow's SMS). */
  taskPhoneInvites: {
    list: '/v1/task/:id/phone_invites',
    create: '/v1/task/:id/phone_invites',
    cancel: '/v1/task/:id/phone_invites/:inviteId',
  },
  /** A contractor's work for one company by month (DOMAIN §9.3): the company's view and the contractor's own. */
  contractorStatistics: {
    company: '/v1/employees/:id/statistics',
    own: '/v1/employee/statistics',
  },
  /**
   * Document bundles (modules/bundles, issue 27, docs/decisions/bundles.md): create (`bundle`, by hand with
   * `employee_ids`), one (GET/PUT/DELETE), the list, history, the bundle's documents; the import file made from
   * the template (GET), its upload (POST multipart), its rows, the error report and the generation (202).
   * Reserved for the next slices: bulk signing, attachments, download, the act, terminate, the contractor's
   * envelope and the payouts from signed acts.
   */
  bundles: {
    create: '/v1/bundle',
    one: '/v1/bundle/:id',
    list: '/v1/bundle/list',
    history: '/v1/bundle/:id/history',
    documents: '/v1/bundle/:id/documents',
    importFile: '/v1/bundle/:id/import_file',
    importRows: '/v1/bundle/:id/import_file/rows',
    errorReport: '/v1/bundle/:id/import_file/error_report',
    generateDocuments: '/v1/bundle/:id/import_file/generate_documents',
    signKep: '/v1/bundle/:id/sign_kep',
    signGoskey: '/v1/bundle/:id/sign_goskey',
    signSelfNep: '/v1/bundle/:id/sign_self_nep',
    signSelfNepSendCode: '/v1/bundle/:id/sign_self_nep/send_code',
    attachmentsHash: '/v1/bundle/:id/attachments/hash',
    attachmentsGenerate: '/v1/bundle/:id/attachments/generate',
    download: '/v1/bundle/:id/download',
    act: '/v1/bundle/:id/act',
    terminate: '/v1/bundle/:id/terminate',
    employeeEnvelope: '/v1/employee/bundle/:id',
    employeeEnvelopes: '/v1/employee/bundles',
    employeeSignSelfNepSendCode: '/v1/employee/bundle/:id/sign_self_nep/send_code',
    employeeSignSelfNep: '/v1/employee/bundle/:id/sign_self_nep',
    generatePayouts: '/v1/mass_payout/bundle/generate_payouts',
  },
  /** Tasks from Excel (modules/tasks/import): the tasks' file (`import_file`, `+create`) and a task's contractors (`employee/import_file`, `+invite`). */
  taskImport: {
    template: '/v1/task/import_file/template',
    upload: '/v1/task/import_file',
    create: '/v1/task/import_file/create',
    one: '/v1/task/import_file/:id',
    errorFile: '/v1/task/import_file/:id/error_file',
    employeeTemplate: '/v1/task/employee/import_file/template',
    employeeUpload: '/v1/task/:id/employee/import_file',
    employeeInvite: '/v1/task/:id/employee/import_file/invite',
  },
  /** The company's catalogue of services (what payouts are for) and units. */
  services: {
    list: '/v1/services/',
    one: '/v1/service/',
    byId: '/v1/service/:id/',
    units: '/v1/service_units',
    unit: '/v1/service_unit/',
  },
  employee: '/v1/employee',
  /** The contractor's own onboarding (modules/employee-onboarding); `employee` PUT saves personal data. */
  employeeOnboarding: {
    personal: '/v1/employee/personal',
    inn: '/v1/employee/inn',
    completeRegistration: '/v1/employee/complete_registration',
    companies: '/v1/employee/companies',
    /** PUT: the contractor's answer about former employment by the company of link `:id` (N5). */
    companyFormerEmployment: '/v1/employee/companies/:id/former_employment',
    acceptInvite: '/v1/employee/invite/accept',
    phoneSendCode: '/v1/employee/phone/send_code',
    phone: '/v1/employee/phone',
    email: '/v1/employee/email',
  },
  /** The company's contractors: POST list, DELETE {ids} (disconnect); export (.xlsx); counts by state. */
  employees: {
    list: '/v1/employees',
    export: '/v1/employees/export',
    entitiesCount: '/v1/employee/entities/count',
    /** The company's defaults for invites and payouts (/employees/constants): GET, PUT. */
    constants: '/v1/user/constants',
    /** PUT: the company confirms or corrects a contractor's (`:id`) former employment (N5). */
    formerEmployment: '/v1/employees/:id/former_employment',
  },
  /**
   * The tax service (modules/fns). The contractor: bind (GET state, POST {by} connect), unbind,
   * account_status, activities (catalogue), activity (own kinds: GET, POST). The customer:
   * cancel_receipt, cancel_receipt_reasons. Both: the printable receipt (lknpd's path, mirrored).
   */
  fns: {
    bind: '/v1/fns/bind',
    unbind: '/v1/fns/unbind',
    accountStatus: '/v1/fns/account_status',
    activities: '/v1/fns/activities',
    activity: '/v1/fns/activity',
    cancelReceipt: '/v1/fns/cancel_receipt',
    cancelReceiptReasons: '/v1/fns/cancel_receipt_reasons',
    /** SPEC §7: GET /api/v1/receipt/{inn}/{receiptId}/print (the one path outside /v1, as lknpd has it). */
    receiptPrint: '/api/v1/receipt/:inn/:receiptId/print',
  },
} as const;

/** Fills the `:id` of a path, e.g. pathWithId(apiPaths.userBank, id). */
export const pathWithId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The search parameter of a person's invite link that holds their key (`/invite/{token}?p=…`). */
export const INVITE_PERSON_PARAM = 'p';

/** Names of the cookies the API sets; the web app reads only the CSRF one. */
export const SESSION_COOKIE = 'vp_session';
export const REFRESH_COOKIE = 'vp_refresh';
export const CSRF_COOKIE = 'vp_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Every money-moving POST carries a UUID made by the client before the first try (DOMAIN §7.4, docs/api.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set to "true" on an answer repeated from an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Whether `path` is an address of the route copy written for `address` (ADR 013, ADR 016): the same segments,
 * where a segment spelled `[name]` stands for any one non-empty segment — `/invite/[token]` is the copy of
 * `/invite/3f9c…`, not of `/invite/user/3f9c…`. The web build names the copy's file after `address`; the API and
 * the service worker find it for a requested path by this rule.
 */
export function matchesRouteAddress(address: string, path: string): boolean {
  const wanted = address.split('/');
  const given = path.replace(/\/+$/, '').split('/');
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, at) => (/^\[[a-z]+\]$/.test(segment) ? given[at] !== '' : segment === given[at]));
}
