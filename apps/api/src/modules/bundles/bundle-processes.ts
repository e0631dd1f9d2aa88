/** The bundle's two processes on /processes: its file's check and its documents' generation (subject: the bundle). */
export const importProcess = (bundleId: string) => ({ kind: 'BUNDLE_IMPORT' as const, subjectId: bundleId });
export const generationProcess = (bundleId: string) => ({ kind: 'BUNDLE_GENERATION' as const, subjectId: bundleId });
export const bundlePagePath = (bundleId: string) => `/document-management/bundle/${bundleId}`;
