import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startSession } from '../lib/http/session-scope';

// Whole-app tests load lazy route chunks on first use; under a parallel run on a loaded machine that can take
// seconds. findBy/waitFor wait for a condition, so a longer limit costs nothing when the condition comes.
configure({ asyncUtilTimeout: 15_000 });

// Files share a jsdom per worker (vitest.config.ts): this file runs before each of them, so what a page keeps
// across loads is reset here and every file starts in a fresh browser, as it did with a jsdom of its own.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
vi.useRealTimers();
vi.unstubAllGlobals();

// The browser of a test holds the CSRF cookie a login leaves, so auth/me is asked and the test's stub
// answers who is logged in (lib/session.ts skips the call when the cookie is absent).
// biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is the browser's state.
document.cookie = 'vp_csrf=test-csrf-token; path=/';

// A test that logs out ends the session for the whole file (lib/http/session-scope.ts): each test starts
// as a freshly loaded page.
beforeEach(() => {
  startSession();
});

afterEach(() => {
  cleanup();
});
