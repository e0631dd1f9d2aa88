// Route modules of documents, loaded together as one lazy chunk.
export { DocumentManagementLayout } from './document-management-layout';
export { MultipleDocumentsPage, SingleDocumentPage } from './document-management-pages';
export { EmployeeDocumentPage, EmployeeDocumentsPage } from './employee-documents-pages';
