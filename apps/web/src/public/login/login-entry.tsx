/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { startPublicPage } from '../start-public-page';
import { typedBeforeStart } from './login-form';
import { LoginPage } from './login-page';

// The public /login (ADR 016): the build drew this page into the HTML (login-render.tsx); this script only makes
// it live. No React, router, query client or zod here (vite-plugins/first-load-budget.ts fails the build if any arrive).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

hydrate(<LoginPage initial={typedBeforeStart(root)} />, root);
startPublicPage(root);
