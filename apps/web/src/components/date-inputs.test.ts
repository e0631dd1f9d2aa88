/**
 * Every date a person types is the shared Russian picker (components/date-picker.tsx, ДД.ММ.ГГГГ; SPEC §2) or a
 * ДД.ММ.ГГГГ mask: never the browser's own date input, which a Russian phone may draw as mm/dd/yyyy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');
const NATIVE_DATE = /type\s*[=:]\s*\{?\s*["'`](date|datetime-local|month|week)["'`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('date inputs', () => {
  it('no screen uses the browser’s native date input', () => {
    const offenders = sourceFiles(srcDir).filter((file) => NATIVE_DATE.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
