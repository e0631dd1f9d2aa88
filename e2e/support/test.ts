/**
 * The journeys' `test`: Playwright's own, plus a watch over everything a person reads. Each page the
 * journey shows reports its visible text (and title) whenever it changes; at the end of the test any
 * Latin-only word outside the allowlist (latin-words.ts) fails the test with the word and the URL; a failed
 * test reports the API calls that failed or were slow (api-watch.ts).
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { apiWatch } from './api-watch';
import { findLatinWords } from './latin-words';
import { linesSince, serverLogFrom } from './server-log';

type Sighting = { word: string; url: string };

/**
 * Runs in every page. A mutation observer reports the page's visible text after it settles, so a
 * toast, a dialog or an error panel that shows for a moment is read too, not only the last screen.
 */
function reportVisibleText() {
  const report = (window as unknown as { __reportVisibleText?: (url: string, text: string) => void })
    .__reportVisibleText;
  if (!report) return;
  let isScheduled = false;
  const send = () => {
    isScheduled = false;
    if (!document.body) return;
    // A code the page marks translate="no" (a receipt number, an id) is not a word a person reads as
    // text: FNS's receipt numbers are random letters and digits, sometimes letters only.
    let text = document.body.innerText;
    for (const code of document.querySelectorAll<HTMLElement>('[translate="no"]')) {
      if (code.innerText) text = text.split(code.innerText).join(' ');
    }
    report(location.href, `${document.title}\n${text}`);
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    setTimeout(send, 100);
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

export const test = base.extend<{ englishWatch: Sighting[] }>({
  englishWatch: [
    async ({ context, browser }, use, testInfo) => {
      const sightings: Sighting[] = [];
      const seen = new Set<string>();
      const record = (url: string, text: string) => {
        // The sandboxes stand in for other companies' systems (FNS, the bank, SMS): not our pages.
        if (new URL(url).pathname.startsWith('/sandbox')) return;
        for (const word of findLatinWords(text)) {
          const key = `${word} ${new URL(url).pathname}`;
          if (seen.has(key)) continue;
          seen.add(key);
          sightings.push({ word, url });
        }
      };
      const api = apiWatch();
      const logMark = serverLogFrom();
      const watch = async (watched: BrowserContext) => {
        api.watch(watched);
        await watched.exposeBinding('__reportVisibleText', (_source, url: string, text: string) => record(url, text));
        await watched.addInitScript(reportVisibleText);
      };
      await watch(context);
      // Journeys with two people open a context each (browser.newPage() goes through newContext too).
      const contexts = [context];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watch(created);
        contexts.push(created);
        return created;
      };
      try {
        await use(sightings);
      } finally {
        browser.newContext = newContext;
      }
      // The last screen is read once more: its latest change may be younger than the observer's pause.
      for (const page of contexts.flatMap((c) => c.pages())) {
        const last = await page
          .evaluate(() => ({ url: location.href, text: `${document.title}\n${document.body?.innerText ?? ''}` }))
          .catch(() => null);
        if (last) record(last.url, last.text);
      }
      // A failed journey reports its own failure, with the API calls that failed or were slow behind it;
      // the words are checked on journeys that got through.
      if (testInfo.status !== testInfo.expectedStatus) {
        const alerts = await Promise.all(
          contexts
            .flatMap((c) => c.pages())
            .map((page) =>
              page
                .locator('[role="alert"]')
                .allInnerTexts()
                .catch((e: Error) => [`(the page could not be read: ${e.message})`]),
            ),
        );
        const lines = [...api.report(), ...alerts.flat().map((text) => `on screen: ${text.replace(/\s+/g, ' ')}`)];
        const body = lines.length > 0 ? lines.join('\n') : 'every API call answered below 400 within 2 s';
        await testInfo.attach('API calls that failed or were slow', { body, contentType: 'text/plain' });
        const log = linesSince(logMark);
        if (log.length > 0)
          await testInfo.attach('the portal’s log meanwhile', { body: log.join('\n'), contentType: 'text/plain' });
      }
      if (testInfo.status === testInfo.expectedStatus) {
        const list = sightings.map((s) => `«${s.word}» on ${s.url}`).join('\n');
        expect(sightings, `English words a person would read:\n${list}`).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
