import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectGraphs, findCycles, importSpecifiers, subgraph } from './import-graph-lib.mjs';

function graphOf(edges: Record<string, string[]>): Map<string, Set<string>> {
  return new Map(Object.entries(edges).map(([from, targets]) => [from, new Set(targets)]));
}

describe('findCycles', () => {
  it('finds no loop in a graph without one', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds each strongly connected component of more than one node, self-edges aside', () => {
    const edges = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f', 'a'] });
    expect(findCycles(edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const edges = new Map<string, Set<string>>();
    for (let i = 0; i < 50_000; i++) edges.set(`n${i}`, new Set([`n${i + 1}`]));
    edges.set('n50000', new Set(['n0']));
    expect(findCycles(edges)[0]).toHaveLength(50_001);
  });
});

describe('importSpecifiers', () => {
  it('reads static, type-only, re-export, side-effect and dynamic imports, not commented ones', () => {
    const source = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = await import('./e');",
      "// import { f } from './f';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../b', './a', './c', './d.css', './e']);
  });
});

describe('the repository', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graphs = collectGraphs(repoRoot);

  it('has no import loop between packages', () => {
    expect(findCycles(graphs.packages.edges)).toEqual([]);
  });

  it('has no import loop between server features', () => {
    const features = subgraph(graphs.serverFeatures, (node) => node.startsWith('features/'));
    expect(findCycles(features.edges)).toEqual([]);
  });

  it('has no import loop between the server folders: features, plugins and the infrastructure beside them', () => {
    // Plugins sit below the features (features import their route hooks), so they must not import features back.
    expect(findCycles(graphs.serverFeatures.edges)).toEqual([]);
  });

  it('has no import loop between web modules', () => {
    const modules = subgraph(graphs.webModules, (node) => node.startsWith('modules/'));
    expect(findCycles(modules.edges)).toEqual([]);
  });

  it('has no import loop between the web folders: the app shell, pages, modules, ui and lib', () => {
    // The shell imports pages and modules; what they all use (API client, toasts, modals, NotFound) lies below them.
    expect(findCycles(graphs.webModules.edges)).toEqual([]);
  });
});
