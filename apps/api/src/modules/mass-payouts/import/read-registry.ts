/**
 * A registry file read as rows, whichever kind it is (SPEC §3 import file kinds): the portal's Excel
 * template or a 1C client-bank export. Rows come one at a time and the file is never held whole; a
 * `RegistryFileError` may come after some rows (too many rows, a foreign payer further down), and
 * then none of the file's rows may be kept.
 */
import { readRegistry1c } from './read-registry-1c.js';
import { readRegistryXlsx } from './read-registry-xlsx.js';
import type { ParsedRegistryRow, ReadRegistryOptions, RegistryFileKind } from './registry-rows.js';

export function readRegistryRows(
  kind: RegistryFileKind,
  filePath: string,
  options: ReadRegistryOptions,
): AsyncGenerator<ParsedRegistryRow> {
  return kind === 'EXCEL' ? readRegistryXlsx(filePath, options) : readRegistry1c(filePath, options);
}
