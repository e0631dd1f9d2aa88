import { loadSupportChat } from '../../lib/third-party-scripts';
import { startPublicPage } from '../start-public-page';
import { SUPPORT_CHAT_BUTTON_ID } from './support-chat-button-id';

// The public knowledge base (ADR 016): the build drew the whole page (help-render.tsx) and it has nothing to hydrate
// — links only. This script does what every public page does (the service worker, the app's files fetched on the
// first action) and starts the support chat when one is configured, as the app does at its start (main.tsx).
// No React, router, query client or zod here (vite-plugins/public-pages.ts checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

startPublicPage(root);

const chatButton = document.getElementById(SUPPORT_CHAT_BUTTON_ID);
if (chatButton instanceof HTMLButtonElement) {
  chatButton.addEventListener('click', () => window.SupportChat?.open());
  const startChat = () => {
    const isLoading = loadSupportChat({
      onReady: () => {
        chatButton.disabled = false;
      },
    });
    // Configured for the other kind of screen only (a desktop id, no mobile one): no chat here.
    if (!isLoading) chatButton.hidden = true;
  };
  // After the page's own load, as the app's startup leaves it for last.
  if (document.readyState === 'complete') startChat();
  else window.addEventListener('load', startChat, { once: true });
}
