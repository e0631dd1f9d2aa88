/** @jsxImportSource preact */
import { roleTabOf } from '../../lib/role-tabs';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { startPublicPage } from '../start-public-page';
import { RegisterPage } from './register-page';

// The public /login/register (ADR 016): the build drew each tab's form (register-render.tsx) and the API sent the
// one asked; this script makes it live. No React, router, query client or zod here (vite-plugins/public-pages.ts
// checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

const tab = roleTabOf(new URLSearchParams(window.location.search));
hydrateOrDraw(root, <RegisterPage tab={tab} search={window.location.search} />, tab);
startPublicPage(root);
