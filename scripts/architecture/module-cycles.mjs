/**
 * module-cycle: the module graph (edge m → n when a file of m other than `*.test.ts` imports anything of
 * n, `import type` included — a cycle through types still ties the modules together) has no cycles.
 * Each cycle is the shortest one through some edge, printed from its alphabetically first module, so
 * one cycle is reported once and breaking an edge removes exactly the cycles that used it.
 */
import { isTestFile, moduleOf } from './source-files.mjs';

/** module → Map(module → [{ file, line }] of every import making that edge). */
export function moduleGraph(parsedFiles) {
  const graph = new Map();
  for (const parsed of parsedFiles) {
    const from = moduleOf(parsed.file);
    if (!from || isTestFile(parsed.file)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const imp of parsed.imports) {
      const to = imp.target ? moduleOf(imp.target) : null;
      if (!to || to === from) continue;
      if (!graph.get(from).has(to)) graph.get(from).set(to, []);
      graph.get(from).get(to).push({ file: parsed.file, line: imp.line });
    }
  }
  return graph;
}

/** Shortest path from `start` to `goal` as a list of modules, or null. */
function shortestPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const pathBack = [];
      for (let at = goal; at !== null; at = previous.get(at)) pathBack.push(at);
      return pathBack.reverse();
    }
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every distinct cycle found as the shortest cycle through one edge, each rotated to its smallest module. */
export function findCycles(graph) {
  const cycles = new Map();
  for (const [from, edges] of [...graph.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const to of [...edges.keys()].sort()) {
      const back = shortestPath(graph, to, from);
      if (!back) continue;
      const ring = [from, ...back.slice(0, -1)];
      const first = ring.indexOf([...ring].sort()[0]);
      const rotated = [...ring.slice(first), ...ring.slice(0, first)];
      cycles.set(rotated.join(' → '), rotated);
    }
  }
  return [...cycles.values()];
}

export function checkCycles(parsedFiles) {
  const graph = moduleGraph(parsedFiles);
  return findCycles(graph).map((ring) => {
    const text = [...ring, ring[0]].join(' → ');
    const edges = ring.map((from, i) => {
      const to = ring[(i + 1) % ring.length];
      const [at, ...more] = graph.get(from).get(to);
      const others = more.length ? ` and ${more.length} more` : '';
      return { from, to, ...at, others };
    });
    const evidence = edges.map((e) => `${e.from} → ${e.to} at ${e.file}:${e.line}${e.others}`).join('; ');
    return {
      file: edges[0].file,
      line: edges[0].line,
      rule: 'module-cycle',
      detail: text,
      message: `${text} (${evidence})`,
    };
  });
}
