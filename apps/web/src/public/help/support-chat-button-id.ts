/** The header's chat button on the public knowledge base: drawn by help-page.tsx, enabled by help-entry.ts. */
export const SUPPORT_CHAT_BUTTON_ID = 'support-chat';
