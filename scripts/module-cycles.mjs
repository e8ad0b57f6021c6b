// The `module-cycle` rule of `scripts/check-layers.mjs`: server modules import each other without
// cycles (a → b → … → a), so each module can be read, tested and moved with what it depends on below
// it. Test files and their kits are left out: a test may compose modules in any direction.

const MODULE_FILE = /^apps\/server\/src\/modules\/([^/]+)\//;
const TEST_FILE = /\.(?:test|test-kit|test-data|fixtures)\.tsx?$/;

/**
 * edges: { from, to, line, specifier }[] (repo-relative import edges). Returns one violation per
 * strongly connected group of modules, reported at one import that closes the cycle.
 */
export function moduleCycles(edges) {
  const graph = new Map();
  const witness = new Map();
  for (const edge of edges) {
    if (TEST_FILE.test(edge.from)) continue;
    const a = edge.from.match(MODULE_FILE)?.[1];
    const b = `${edge.to}/`.match(MODULE_FILE)?.[1];
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a).add(b);
    if (!witness.has(`${a}>${b}`)) witness.set(`${a}>${b}`, edge);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const meta = new Map();
  const stack = [];
  const groups = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!meta.has(v)) visit(v);
  return groups.map((group) => {
    const inGroup = new Set(group);
    const closing = [...witness.entries()]
      .filter(([key]) => key.split('>').every((m) => inGroup.has(m)))
      .map(([, edge]) => edge)
      .sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : x.line - y.line));
    const edge = closing[0];
    return {
      file: edge.from,
      line: edge.line,
      specifier: edge.specifier,
      rule: 'module-cycle',
      modules: group,
      message: `modules ${group.map((m) => `"${m}"`).join(', ')} import each other in a cycle (${closing
        .map((e) => `${e.from.match(MODULE_FILE)[1]}→${`${e.to}/`.match(MODULE_FILE)[1]}`)
        .join(', ')}); move the shared piece down, or invert one edge with an event or a port`,
    };
  });
}
