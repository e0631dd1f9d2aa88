/** Which builder makes each kind of report (docs/decisions/reports.md). A kind without one ends in ERROR. */
import type { ReportKind } from '@vyplaty/contracts';
import { buildClosingDocuments } from './builders/closing-documents.js';
import { buildNdflGph } from './builders/ndfl-gph.js';
import { buildPayoutsRegistry } from './builders/payouts-registry.js';
import { buildReceiptsArchive } from './builders/receipts-archive.js';
import { buildReconciliation } from './builders/reconciliation.js';
import type { ReportBuilder } from './report-builder.js';

export const REPORT_BUILDERS: Partial<Record<ReportKind, ReportBuilder>> = {
  PAYOUTS_REGISTRY: buildPayoutsRegistry,
  NDFL_GPH: buildNdflGph,
  RECONCILIATION: buildReconciliation,
  RECEIPTS_ARCHIVE: buildReceiptsArchive,
  CLOSING_DOCUMENTS: buildClosingDocuments,
};
