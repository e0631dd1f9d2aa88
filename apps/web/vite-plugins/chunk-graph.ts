import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * The bundle's chunk graph, as route-shells.ts (a route copy's preloads) and first-load.ts (the first-load budget)
 * both read it: which chunk holds a source file, and what a chunk pulls in through static imports.
 */
export type ChunkNode = { file: string; imports: string[]; isEntry: boolean; modules: string[] };

/** The chunk files reached from `starts` through static imports, the starts included. */
export function staticClosure(chunks: ChunkNode[], starts: string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const into = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const start of starts) visit(start);
  return into;
}

/** The entry chunks with everything they import statically: what every page loads first. */
export const entryClosure = (chunks: ChunkNode[]) =>
  staticClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
  );

/**
 * The chunk holding each source file (relative to `root`): its own, or a shared chunk the bundler merged it into.
 * A file the bundle does not hold is an error, named by `who`.
 */
export function holdersOf(chunks: ChunkNode[], root: string, sources: string[], who: string): string[] {
  return sources.map((source) => {
    const holder = chunks.find((chunk) => chunk.modules.includes(path.join(root, source)));
    if (!holder) throw new Error(`${who}: no chunk holds ${source}`);
    return holder.file;
  });
}

/** The chunks of a bundle (a plugin's `generateBundle`) as nodes of the graph. */
export const chunkNodesOf = (bundle: Rolldown.OutputBundle): ChunkNode[] =>
  Object.values(bundle).flatMap((item) =>
    item.type === 'chunk'
      ? [{ file: item.fileName, imports: item.imports, isEntry: item.isEntry, modules: item.moduleIds }]
      : [],
  );
