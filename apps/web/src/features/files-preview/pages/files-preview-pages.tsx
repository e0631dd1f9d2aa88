// Route modules of the file previews, loaded together as one lazy chunk.
export { AgreementFilePreviewPage } from './agreement-file-preview-page';
export { DocumentFilePreviewPage } from './document-file-preview-page';
export { ResponsibleFilePreviewPage } from './responsible-file-preview-page';
export { UserReportFilePreviewPage } from './user-report-file-preview-page';
