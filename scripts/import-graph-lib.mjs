// The pieces of scripts/import-graph.mjs that are worth testing on their own: reading import
// specifiers out of TypeScript text, finding the loops in a directed graph, and the repository's graphs.

import fs from 'node:fs';
import path from 'node:path';

/**
 * Every module specifier a TypeScript file imports or re-exports, type-only ones included: a type
 * import ties two modules together just as much as a value import when one reads the code.
 * @param {string} source
 * @returns {string[]}
 */
export function importSpecifiers(source) {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const found = [];
  for (const pattern of patterns) {
    for (const match of withoutComments.matchAll(pattern)) found.push(match[1]);
  }
  return found;
}

/**
 * The strongly connected components of more than one node (Tarjan's algorithm), each sorted by
 * name, the list sorted by first name: those are the import loops.
 * @param {Map<string, Set<string>>} edges node -> the nodes it imports
 * @returns {string[][]}
 */
export function findCycles(edges) {
  const nodes = new Set(edges.keys());
  for (const targets of edges.values()) for (const target of targets) nodes.add(target);

  let nextIndex = 0;
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];

  // Iterative rather than recursive so a long chain of modules cannot overflow the stack.
  for (const root of [...nodes].sort()) {
    if (index.has(root)) continue;
    const work = [{ node: root, targets: [...(edges.get(root) ?? [])].sort(), next: 0 }];
    index.set(root, nextIndex);
    lowLink.set(root, nextIndex++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, nextIndex);
          lowLink.set(target, nextIndex++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(edges.get(target) ?? [])].sort(), next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)));
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * @typedef {{ edges: Map<string, Set<string>>, examples: Map<string, string> }} Graph
 * examples: "from -> to" -> one import that makes the edge ("file: specifier").
 */

const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const TEST_FILE = /(\.test\.(ts|tsx)|-test-support\.ts)$/;

/**
 * The three graphs the house rules care about, read from the imports of every non-test source
 * file under packages/*\/src. Tests and their `*-test-support.ts` helpers are left out: they sit at the edge and
 * import what they check.
 * @param {string} repoRoot
 * @returns {{ packages: Graph, serverFeatures: Graph, webModules: Graph }}
 */
export function collectGraphs(repoRoot) {
  const packagesDir = path.join(repoRoot, 'packages');
  const packageByName = new Map();
  for (const dir of fs.readdirSync(packagesDir)) {
    const manifest = path.join(packagesDir, dir, 'package.json');
    if (fs.existsSync(manifest)) packageByName.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, dir);
  }

  const graphs = { packages: emptyGraph(), serverFeatures: emptyGraph(), webModules: emptyGraph() };
  for (const dir of packageByName.values()) {
    const srcDir = path.join(packagesDir, dir, 'src');
    if (!fs.existsSync(srcDir)) continue;
    for (const file of sourceFiles(srcDir)) {
      const relativeFile = path.relative(repoRoot, file).split(path.sep).join('/');
      for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
        const example = `${relativeFile}: '${specifier}'`;
        if (specifier.startsWith('.')) {
          const target = path
            .relative(repoRoot, path.resolve(path.dirname(file), specifier))
            .split(path.sep)
            .join('/');
          addEdge(graphs.packages, packageOf(relativeFile), packageOf(target), example);
          addEdge(graphs.serverFeatures, serverRoom(relativeFile), serverRoom(target), example);
          addEdge(graphs.webModules, webRoom(relativeFile), webRoom(target), example);
        } else {
          const packageName = specifier.split('/').slice(0, 2).join('/');
          const targetDir = packageByName.get(packageName);
          if (targetDir) addEdge(graphs.packages, dir, targetDir, example);
        }
      }
    }
  }
  return graphs;
}

function emptyGraph() {
  return { edges: new Map(), examples: new Map() };
}

function addEdge(graph, from, to, example) {
  if (!from || !to || from === to) return;
  if (!graph.edges.has(from)) graph.edges.set(from, new Set());
  graph.edges.get(from).add(to);
  const key = `${from} -> ${to}`;
  if (!graph.examples.has(key)) graph.examples.set(key, example);
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

/** packages/<dir>/... -> <dir> */
function packageOf(repoPath) {
  const match = /^packages\/([^/]+)\//.exec(repoPath);
  return match ? match[1] : undefined;
}

/**
 * A server file's room: features/<name> for a feature, the folder name for infrastructure beside
 * the features (db, plugins, jobs, ...), the file name for the few files at the top of src.
 */
function serverRoom(repoPath) {
  const match = /^packages\/server\/src\/(.+)$/.exec(repoPath);
  if (!match) return undefined;
  const parts = match[1].split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  if (parts.length > 1) return parts[0];
  return parts[0].replace(SOURCE_FILE, '');
}

/** A web file's room: modules/<name>, or app, pages, ui, lib, i18n, or the file name at the top of src. */
function webRoom(repoPath) {
  const match = /^packages\/web\/src\/(.+)$/.exec(repoPath);
  if (!match) return undefined;
  const parts = match[1].split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if (parts.length > 1) return parts[0];
  return parts[0].replace(SOURCE_FILE, '');
}

/**
 * The graph between the nodes `keep` accepts only, e.g. the features without the infrastructure
 * folders around them.
 * @param {Graph} graph
 * @param {(node: string) => boolean} keep
 * @returns {Graph}
 */
export function subgraph(graph, keep) {
  const kept = emptyGraph();
  for (const [from, targets] of graph.edges) {
    if (!keep(from)) continue;
    for (const to of targets) if (keep(to)) addEdge(kept, from, to, graph.examples.get(`${from} -> ${to}`));
  }
  return kept;
}
