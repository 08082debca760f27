// Types for import-graph-lib.mjs, so the TypeScript tests can use it (the script itself stays plain Node).
export interface Graph {
  edges: Map<string, Set<string>>;
  examples: Map<string, string>;
}
export function importSpecifiers(source: string): string[];
export function findCycles(edges: Map<string, Set<string>>): string[][];
export function subgraph(graph: Graph, keep: (node: string) => boolean): Graph;
export function collectGraphs(repoRoot: string): { packages: Graph; serverFeatures: Graph; webModules: Graph };
