import { createHttpClient } from './client';

let authLostHandler: () => void = () => {
  window.location.assign('/login');
};

/** The app replaces the default with one that clears the query cache and navigates inside the router. */
export function setAuthLostHandler(handler: () => void): void {
  authLostHandler = handler;
}

/** The one HTTP client of the app: all fetchers use it. */
export const http = createHttpClient({ onAuthLost: () => authLostHandler() });

export { API_BASE_URL_OVERRIDE_KEY, createHttpClient, HTTP_TIMEOUT_MS, resolveApiBaseUrl } from './client';
export { fileNameOf } from './content-disposition';
export {
  errorMessage,
  getErrorBody,
  getErrorStatus,
  getFieldErrors,
  isContractMismatch,
  type LoadFailureKind,
  loadFailureKind,
  loadFailureKindOf,
  OTHER_ROLE_MESSAGE,
  rethrowWithBlobErrorBody,
  retryAfterSeconds,
} from './errors';
export {
  endSession,
  isSessionEnded,
  SESSION_ENDED_MESSAGE,
  sessionGeneration,
  startSession,
} from './session-scope';
