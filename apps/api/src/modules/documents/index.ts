/**
 * Public face of documents: the document type tree (acts and contracts), one document as its owner
 * sees it, the PDF renderer of templates (bench/document-pdfs.ts measures it alone), and which
 * contractors have a signed contract with the company and which payouts an act signed by both sides
 * (N7: the payout checklist's rule and the wait for an act, handed to payouts by runtime.ts: payouts may
 * not import documents, which reads payouts), and the owner of documents sent to Госключ (handed to
 * signatures by runtime.ts the same way: signatures' job tells it how a request ended).
 */
import type { AppContext } from '../../context.js';
import { selectActFacts } from './document-task-act.repo.js';
import { selectContractorsWithSignedContract, selectPayoutsWithSignedAct } from './documents.repo.js';

export { actExternalId, linkActToPayout, linkRegistryActs } from './document-act-links.js';
export { sendBundleSignCode, signBundleWithCode } from './document-bulk-nep.js';
export {
  awaitsParty,
  type BulkDocument,
  bundleDocumentsOf,
  bundleGoskeyStateOf,
  bundleKepToSign,
  bundleSignSummaryOf,
  mainFilesOf,
  sendBundleDrafts,
  signBundleGoskey,
  signBundleKep,
} from './document-bulk-signing.js';
export {
  type BundleDocumentInput,
  type BundleTemplate,
  bundleTemplate,
  makeBundleDocument,
} from './document-bundle.js';
export { bundleDocumentFiles } from './document-bundle-files.js';
export {
  type ClosingDocument,
  closingDocumentArchive,
  companyClosingDocuments,
  countCompanyClosingDocuments,
} from './document-closing.js';
export { documentGoskeyOwner } from './document-goskey.service.js';
export { renderDocumentPdf } from './document-pdf.js';
export { makeTaskAct, type TaskAct, type TaskActInput } from './document-task-act.js';
export { listDocumentTypes } from './document-types.service.js';
export { getDocument } from './documents-read.service.js';

export const contractorsWithSignedContract = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  employeeIds: string[],
): Promise<Set<string>> => selectContractorsWithSignedContract(ctx.db, customerId, employeeIds);

export const payoutsWithSignedAct = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  payoutIds: string[],
): Promise<Set<string>> => selectPayoutsWithSignedAct(ctx.db, customerId, payoutIds);

/** The acts of tasks' pairs by id: number, status and date (the caller reads only its own tasks' pairs). */
export const taskActFacts = (ctx: Pick<AppContext, 'db'>, ids: string[]) => selectActFacts(ctx.db, ids);
