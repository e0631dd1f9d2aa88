/**
 * The knowledge base's own words, shared by the app's pages (pages/help-page.tsx, what a logged-in person opens
 * inside the app) and the public ones (src/public/help/, what a visitor without a session gets): the two say
 * the same thing. The articles themselves are articles.ts.
 */
export const HELP_TEXTS = {
  title: 'База знаний',
  articlesLabel: 'Статьи',
  back: '← База знаний',
  supportHeading: 'Связаться с поддержкой',
  supportEmailLead: 'Служба поддержки: ',
  /** The header's button, the app's (app/layouts/header/support-chat-button.tsx) and the public page's alike. */
  chatButton: 'Чат поддержки',
  chatInHeader: 'Нажмите «Чат поддержки» в шапке страницы.',
} as const;

export const HELP_PATH = '/help';

export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`;
