/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { startPublicPage } from '../start-public-page';
import { InvitePage } from './invite-page';

// The public /invite/{token} (ADR 016): the build drew the page loading (invite-render.tsx); this script asks for
// the invite and draws it. No React, router, query client or zod here (vite-plugins/public-pages.ts checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

hydrate(<InvitePage address={{ pathname: window.location.pathname, search: window.location.search }} />, root);
startPublicPage(root);
