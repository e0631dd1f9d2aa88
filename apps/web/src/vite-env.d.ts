/// <reference types="vite/client" />

// Declaration merging needs interfaces here: these augment Vite's and the DOM's global types.
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_KNOWLEDGE_BASE_URL?: string;
  readonly VITE_JOURNAL_URL?: string;
}

/** A third-party support chat widget may register itself here; the header opens it when present. */
interface Window {
  SupportChat?: { open: () => void };
}
