// Prints the import graph between packages, between server features (and the infrastructure
// folders beside them) and between web modules, then every loop in each, with one import per edge
// as evidence. Run: npm run import-graph. Exits 0 either way: the unit test
// scripts/import-graph.test.ts is what fails when a loop appears.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectGraphs, findCycles, subgraph } from './import-graph-lib.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const graphs = collectGraphs(repoRoot);

printGraph('Packages (packages/*)', graphs.packages);
printGraph('Server features (packages/server/src/features/* and the folders beside them)', graphs.serverFeatures);
printGraph('Web modules (packages/web/src/modules/*, app, pages, ui, lib)', graphs.webModules);
printGraph(
  'Server features only (packages/server/src/features/*)',
  subgraph(graphs.serverFeatures, (node) => node.startsWith('features/')),
);
printGraph(
  'Web modules only (packages/web/src/modules/*)',
  subgraph(graphs.webModules, (node) => node.startsWith('modules/')),
);

function printGraph(title, graph) {
  console.log(`== ${title}`);
  for (const from of [...graph.edges.keys()].sort()) {
    console.log(`  ${from} -> ${[...graph.edges.get(from)].sort().join(', ')}`);
  }
  const cycles = findCycles(graph.edges);
  console.log(cycles.length === 0 ? '  cycles: none' : `  cycles: ${cycles.length}`);
  for (const cycle of cycles) {
    console.log(`  - cycle: ${cycle.join(', ')}`);
    const members = new Set(cycle);
    for (const from of cycle) {
      for (const to of [...graph.edges.get(from)].sort()) {
        if (members.has(to)) console.log(`      ${from} -> ${to}   (${graph.examples.get(`${from} -> ${to}`)})`);
      }
    }
  }
  console.log('');
}
