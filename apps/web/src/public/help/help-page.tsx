/** @jsxImportSource preact */
import { findHelpArticle, HELP_ARTICLES, type HelpArticle, type HelpSection } from '../../features/help/articles';
import { HELP_PATH, HELP_TEXTS, helpArticlePath } from '../../features/help/help-texts';
import { LOGIN_PATH, LOGIN_TEXTS } from '../../lib/login-texts';
import { Logo } from '../components/logo';
import { SUPPORT_CHAT_BUTTON_ID } from './support-chat-button-id';

/** The article at `/help/<slug>`; none at `/help` itself. */
export const articleAt = (address: string): HelpArticle | undefined =>
  address.startsWith(`${HELP_PATH}/`) ? findHelpArticle(address.slice(HELP_PATH.length + 1)) : undefined;

/** What this installation configured for support (lib/config.ts, VITE_* settings); nothing invented. */
export type SupportContacts = { email: string | null; hasChat: boolean };

type Props = {
  /** `/help` for the list, `/help/<slug>` for an article (the build draws one page per address). */
  address: string;
  support: SupportContacts;
};

/**
 * The knowledge base for a visitor without a session (ADR 016): the list of articles or one article, drawn whole at
 * build time — the page needs no call and no script to be read. A logged-in person gets the app's pages
 * (features/help/pages/help-page.tsx), which say the same from the same articles and words.
 */
export function HelpPage({ address, support }: Props) {
  const article = articleAt(address);
  return (
    <>
      <header class="topbar">
        <Logo />
        <div class="topbar-actions">
          {/* Enabled by help-entry.ts once the widget (a third party's script) is up and can open. */}
          {support.hasChat && (
            <button type="button" class="button-text" id={SUPPORT_CHAT_BUTTON_ID} disabled>
              {HELP_TEXTS.chatButton}
            </button>
          )}
          {/* A page load: /login is a public page of its own. */}
          <a class="button topbar-login" href={LOGIN_PATH}>
            {LOGIN_TEXTS.submit}
          </a>
        </div>
      </header>
      <main class="column">
        {article ? <Article article={article} support={support} /> : <ArticleList support={support} />}
      </main>
    </>
  );
}

function ArticleList({ support }: { support: SupportContacts }) {
  return (
    <>
      <h1>{HELP_TEXTS.title}</h1>
      <ul class="articles" aria-label={HELP_TEXTS.articlesLabel}>
        {HELP_ARTICLES.map((article) => (
          <li key={article.slug} class="paper">
            <a class="article-link" href={helpArticlePath(article.slug)}>
              {article.title}
            </a>
            <p class="muted">{article.summary}</p>
          </li>
        ))}
      </ul>
      <Support support={support} />
    </>
  );
}

function Article({ article, support }: { article: HelpArticle; support: SupportContacts }) {
  return (
    <>
      <a class="back-link" href={HELP_PATH}>
        {HELP_TEXTS.back}
      </a>
      <h1>{article.title}</h1>
      <div class="sections">
        {article.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
        <Support support={support} />
      </div>
    </>
  );
}

function Section({ section }: { section: HelpSection }) {
  return (
    <section class="paper">
      <h2>{section.heading}</h2>
      <div class="section-body">
        {section.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {section.items && (
          <ul class="items">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {section.links && section.links.length > 0 && (
          <p class="section-links">
            {/* Page loads to the app's pages; a visitor is asked to log in first and comes back there. */}
            {section.links.map((link) => (
              <a key={link.to} href={link.to}>
                {link.text}
              </a>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}

function Support({ support }: { support: SupportContacts }) {
  if (!support.email && !support.hasChat) return null;
  return (
    <section class="paper">
      <h2>{HELP_TEXTS.supportHeading}</h2>
      <div class="section-body">
        {support.hasChat && <p>{HELP_TEXTS.chatInHeader}</p>}
        {support.email && (
          <p>
            {HELP_TEXTS.supportEmailLead}
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </p>
        )}
      </div>
    </section>
  );
}
