import { borderRadiusPx, colors } from '../../theme/tokens';

/**
 * What the knowledge base draws beyond the shared CSS (public-styles.ts), as the app's pages look: the header bar
 * with the product's mark, the wide page column (MUI's Container `xl`), outlined papers, h1/h2 of the theme.
 */
export const helpStyles = `
.topbar{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:74px;padding:8px 16px;background:${colors.paper};border-bottom:1px solid rgba(0,0,0,.12)}
@media (min-width:768px){.topbar{min-height:84px;padding:8px 32px}}
.topbar-actions{display:flex;align-items:center;gap:16px}
a.topbar-login{display:inline-flex;align-items:center;min-height:36px;padding:6px 16px;font-size:.875rem;text-decoration:none}
.column{max-width:1536px;margin:0 auto;padding:16px}
@media (min-width:600px){.column{padding:24px}}
h2{margin:0 0 12px;font-size:1.25rem;font-weight:600;line-height:1.6}
.articles .muted{margin-top:4px}
.paper{padding:24px;background:${colors.paper};border:1px solid rgba(0,0,0,.12);border-radius:${borderRadiusPx}px}
.articles{list-style:none;margin:0 0 24px;padding:0;display:flex;flex-direction:column;gap:16px}
.articles .paper{padding:20px}
.article-link{font-size:1.25rem;font-weight:600;line-height:1.6;color:${colors.primary};text-decoration:none}
.article-link:hover,.article-link:focus-visible,.back-link:hover,.back-link:focus-visible,.section-links a:hover,.section-links a:focus-visible{text-decoration:underline}
.back-link{display:inline-block;margin-bottom:16px;color:${colors.primary};text-decoration:none}
.sections{display:flex;flex-direction:column;gap:24px}
.section-body{display:flex;flex-direction:column;gap:8px}
.items{margin:0;padding-left:24px}
.section-links{display:flex;flex-wrap:wrap;gap:16px}
.section-links a,.section-body a{color:${colors.primary};text-decoration:none}
`;
