/** Checks of a page's layout shared by the journeys. */
import { expect, type Page } from '@playwright/test';

/**
 * Neither the page nor the list's table scrolls sideways: every column the table keeps fits its width
 * (docs/decisions/data-table.md). The first table of the page is measured against its wrapper.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const table = document.querySelector('table');
    return {
      page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
      table: table ? [table.scrollWidth, (table.parentElement as HTMLElement).clientWidth] : null,
    };
  });
  expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1] as number);
  expect(widths.table).not.toBeNull();
  expect(widths.table?.[0]).toBeLessThanOrEqual(widths.table?.[1] as number);
}
