import { vi } from 'vitest';

/**
 * The files a page saves, by name, in the order saved. `lib/save-blob.ts` saves through a temporary link's
 * click, which jsdom would take for a page load (it has none: «Not implemented: navigation»); here the click
 * records the link's file name instead. The spy is restored after each test (vitest.config.ts restoreMocks).
 */
export function captureSavedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
