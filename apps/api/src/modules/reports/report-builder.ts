/**
 * What one kind of report is made by (issue 28, docs/decisions/reports.md). The report job
 * (reports.jobs.ts) reads the ordered report, calls its kind's builder outside any transaction, and
 * records the files it returns with the report's status in one transaction. A builder reads only the
 * company's own data for the period, streams its output to the storage (storeFileStream of modules/files,
 * never a whole large file in memory) and reports its progress as it goes; it may be run again after a
 * crash (the job is retried), so it writes nothing but new stored bytes.
 */
import type { ReportKind } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';

export type ReportToBuild = {
  id: string;
  customerId: string;
  kind: ReportKind;
  /** ГГГГ-ММ-ДД, Moscow calendar days, both included. */
  periodFrom: string;
  periodTo: string;
};

/** Bytes already in the storage (storeFileStream's answer) with the name and type the row will get. */
export type BuiltFile = { name: string; mimeType: string; storageKey: string; sizeBytes: number; sha256: string };

export type BuiltReport = {
  /** The report itself (.xlsx, .zip, or the акт сверки's PDF). */
  file: BuiltFile;
  /** The акт сверки's .xlsx beside its PDF. */
  extra?: BuiltFile;
};

/** Progress as items done of the total (the total may be set once known, then only `done` grows). */
export type ReportProgress = (done: number, total: number) => Promise<void>;

export type ReportBuilder = (ctx: AppContext, report: ReportToBuild, progress: ReportProgress) => Promise<BuiltReport>;
