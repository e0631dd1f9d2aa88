import { build, type InlineConfig, type Rolldown } from 'vite';
import { brotliSize } from './first-load';

/** A page's own script as built: its address, every module in it, and its size (brotli) with what it imports. */
export type PageScript = { script: string; moduleIds: string[]; brotliBytes: number };

/**
 * A page's own script, built apart from the app into the app's assets/ (hashed names: the API serves them as
 * immutable): a public page's entry (public-pages.ts, ADR 016) or a logged-in copy's (route-shells.ts, ADR 017).
 * `name` names the entry's file and prefixes its chunks'.
 */
export async function buildPageScript(
  config: InlineConfig,
  outDir: string,
  name: string,
  entryFile: string,
): Promise<PageScript> {
  const result = await build({
    ...config,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { [name]: entryFile },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: `assets/${name}-[name]-[hash].js` },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`page-script: no entry chunk for ${entryFile}`);
  return {
    script: `/${entry.fileName}`,
    moduleIds: chunks.flatMap((chunk) => chunk.moduleIds),
    // The page's script is its entry and what that imports statically: here, every chunk of its own build.
    brotliBytes: chunks.reduce((sum, chunk) => sum + brotliSize(chunk.code), 0),
  };
}
