/** Public face of the company's reports (issue 28). */
export type { BuiltFile, BuiltReport, ReportBuilder, ReportProgress, ReportToBuild } from './report-builder.js';
export { periodBounds, ReportRefusal, storeReportFile, XLSX_MIME_TYPE, xlsxInto } from './report-output.js';
