/**
 * Public face of former employment (N5): both sides' statements about a company–contractor link,
 * written append-only, and the texts that present them. The verdict itself is
 * `formerEmploymentVerdict` in contracts.
 */
export {
  FORMER_EMPLOYMENT_NOT_ANSWERED,
  FORMER_EMPLOYMENT_RULES,
  type FormerEmploymentAnswerValue,
  formerEmploymentNotice,
  formerEmploymentText,
  stricterStatement,
} from './former-employment.present.js';
export {
  COMPANY_NOT_FOUND_MESSAGE,
  CONTRACTOR_NOT_FOUND_MESSAGE,
  formerEmploymentStateOf,
  formerEmploymentStatesOf,
  lockContractorLink,
  recordFormerEmploymentStatement,
  refuseFutureDismissal,
  saveFormerEmploymentDeclaration,
} from './former-employment.service.js';
