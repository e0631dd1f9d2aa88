import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { config } from '../../../lib/config';
import { findHelpArticle, HELP_ARTICLES, type HelpSection } from '../articles';
import { HELP_PATH, HELP_TEXTS, helpArticlePath } from '../help-texts';

const hasSupportChat = Boolean(config.supportChatDesktopId || config.supportChatMobileId);

/** What this installation configured: the chat widget, the support address; nothing invented. */
function SupportContacts() {
  if (!hasSupportChat && !config.supportEmail) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {HELP_TEXTS.supportHeading}
      </Typography>
      {hasSupportChat && <Typography>{HELP_TEXTS.chatInHeader}</Typography>}
      {config.supportEmail && (
        <Typography>
          {HELP_TEXTS.supportEmailLead}
          <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Typography>
      )}
    </Paper>
  );
}

/** /help — the knowledge base: the list of articles, open to everyone, logged in or not. */
export function HelpPage() {
  return (
    <>
      <PageTitle>{HELP_TEXTS.title}</PageTitle>
      <Stack
        spacing={2}
        component="ul"
        aria-label={HELP_TEXTS.articlesLabel}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
      >
        {HELP_ARTICLES.map((article) => (
          <Paper key={article.slug} variant="outlined" component="li" sx={{ p: 2.5 }}>
            <Link component={RouterLink} to={helpArticlePath(article.slug)} variant="h3" underline="hover">
              {article.title}
            </Link>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {article.summary}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <SupportContacts />
    </>
  );
}

function ArticleSection({ section }: { section: HelpSection }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {section.heading}
      </Typography>
      <Stack spacing={1}>
        {section.paragraphs.map((text) => (
          <Typography key={text}>{text}</Typography>
        ))}
        {section.items && (
          <Typography component="ul" sx={{ pl: 3, my: 0 }}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Typography>
        )}
        {section.links && section.links.length > 0 && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {section.links.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} underline="hover">
                {link.text}
              </Link>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** /help/:slug — one article; the route's loader has already answered an unknown slug with a 404. */
export function HelpArticlePage() {
  const article = findHelpArticle(useParams().slug);
  if (!article) return null;
  return (
    <>
      <Link component={RouterLink} to={HELP_PATH} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        {HELP_TEXTS.back}
      </Link>
      <PageTitle>{article.title}</PageTitle>
      <Stack spacing={3}>
        {article.sections.map((section) => (
          <ArticleSection key={section.heading} section={section} />
        ))}
        <SupportContacts />
      </Stack>
    </>
  );
}
