/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { HELP_ARTICLES } from '../../features/help/articles';
import { HELP_PATH, HELP_TEXTS, helpArticlePath } from '../../features/help/help-texts';
import { config } from '../../lib/config';
import { APP_NAME } from '../../lib/login-texts';
import { publicStyles } from '../public-styles';
import { articleAt, HelpPage, type SupportContacts } from './help-page';
import { helpStyles } from './help-styles';

/**
 * The knowledge base as HTML, one page per address, rendered at build time (vite-plugins/public-pages.ts): the
 * list and every article, whole. An address without an article has no page here and gets the app's «Страница не
 * найдена».
 */
export const addresses = [HELP_PATH, ...HELP_ARTICLES.map((article) => helpArticlePath(article.slug))];

// The build's VITE_* settings, as the app's /help reads them.
const support: SupportContacts = {
  email: config.supportEmail,
  hasChat: Boolean(config.supportChatDesktopId || config.supportChatMobileId),
};

export const render = (address: string) => renderToString(<HelpPage address={address} support={support} />);

export const title = (address: string) => `${articleAt(address)?.title ?? HELP_TEXTS.title} — ${APP_NAME}`;

export const styles = publicStyles + helpStyles;
