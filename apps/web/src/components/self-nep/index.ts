/**
 * The ПЭП (simple electronic signature) UI shared by the customer's and the contractor's onboarding:
 * - <SelfNepIssue onIssued={…}/>: read the ПЭП agreement → choose SMS/e-mail → code → key issued;
 * - <CodeConfirm onSend={…} onConfirm={…}/>: the "get code → confirm" part alone, for signing any
 *   document with an issued ПЭП (onSend receives undefined when no channels are offered);
 * - <PepSigning signs stepTwo explanation onSend onConfirm/>: signing by a code, the ПЭП issued first when
 *   there is none (two codes, said up front);
 * - <AgreementFileActions fileId title/>: open an agreement PDF in a new tab / download it;
 * - <AgreementPdfViewer fileId/>: an agreement PDF inline (the preview page);
 * - useSelfNep(): the caller's key or null.
 */
export { AgreementFileActions, downloadAgreementPdf, openAgreementPdf } from './agreement-file-actions';
export { AgreementPdfViewer } from './agreement-pdf-viewer';
export { CodeConfirm, type CodeConfirmProps } from './code-confirm';
export { PepSigning, type PepSigningProps } from './pep-signing';
export {
  agreementPreviewPath,
  fetchAgreementFile,
  fetchAgreementFileNamed,
  getSelfNep,
  useAgreementFile,
  useSelfNep,
  useSelfNepAgreement,
} from './self-nep-api';
export { SelfNepIssue, type SelfNepIssueProps } from './self-nep-issue';
