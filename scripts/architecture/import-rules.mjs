/**
 * Rules on single imports:
 *   module-boundary — another module is reached only through its public face `modules/<n>/index.ts`
 *                     (files outside modules too; `modules/index.ts` may list each `<m>.module.ts`);
 *   repo-owner      — a `*.repo.ts` is imported only by files of its own module;
 *   sql-outside-repo — in a module, only `*.repo.ts` imports values from `drizzle-orm` or tables from
 *                     `db/schema/` (type-only imports of row types are allowed: they run no SQL).
 * Test code (`*.test.ts`, `*test-helpers*`, `*.test-support.ts`) is exempt: tests set up and inspect
 * rows directly. The folder `test-support/` is shared infrastructure and follows the rules, except that
 * it may use a module's test helpers (the isolation world seeds each module's data with them).
 */
import { API_SRC, isPublicFace, isTestCode, MODULES, moduleOf } from './source-files.mjs';

const MODULE_LIST = `${MODULES}/index.ts`;
const SCHEMA = `${API_SRC}/db/schema/`;

const isRepo = (file) => file.endsWith('.repo.ts');
const isDrizzle = (specifier) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

/** Violations of the import rules in one parsed file. */
export function checkImports(parsed) {
  const { file } = parsed;
  if (isTestCode(file)) return [];
  const own = moduleOf(file);
  const found = [];
  const report = (line, rule, detail, message) => found.push({ file, line, rule, detail, message });

  for (const imp of parsed.imports) {
    const target = imp.target;
    const targetModule = target ? moduleOf(target) : null;
    if (targetModule && targetModule !== own) {
      if (isRepo(target)) {
        report(
          imp.line,
          'repo-owner',
          `imports ${target}`,
          `${target} is the repository of module ${targetModule}; ask that module's public face (modules/${targetModule}/index.ts) instead`,
        );
      } else if (
        !isPublicFace(target) &&
        !(file === MODULE_LIST && target.endsWith('.module.ts')) &&
        !(isTestCode(target) && file.includes('/test-support/'))
      ) {
        const who = own ? `module ${own}` : 'code outside the modules';
        report(
          imp.line,
          'module-boundary',
          `imports ${target}`,
          `${who} imports ${target}; import it from modules/${targetModule}/index.ts (the module's public face)`,
        );
      }
    }
    if (own && !isRepo(file) && !imp.typeOnly) {
      const values = imp.names.filter((n) => !n.typeOnly).map((n) => n.name);
      const shown = values.length ? values.join(', ') : 'the module';
      if (isDrizzle(imp.specifier)) {
        report(
          imp.line,
          'sql-outside-repo',
          `imports values from ${imp.specifier}`,
          `imports ${shown} from ${imp.specifier}: SQL belongs in the module's *.repo.ts`,
        );
      } else if (target?.startsWith(SCHEMA)) {
        report(
          imp.line,
          'sql-outside-repo',
          `imports values from ${target}`,
          `imports ${shown} from ${target}: tables are queried only in *.repo.ts (type-only imports of row types are fine)`,
        );
      }
    }
  }
  return found;
}
