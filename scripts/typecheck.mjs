// `npm run typecheck`: tsc --noEmit over every project, as many at once as there are cores (each
// tsc is one thread; one after another they took 116 s of CI's 2-core run). A project's output is
// printed whole when it ends, so two projects' errors do not interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `tsc -p ${project}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n${output}`,
      );
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
const codes = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, async () => {
    let worst = 0;
    for (let project = queue.shift(); project; project = queue.shift()) {
      const code = await check(project);
      if (code !== 0) worst = code;
    }
    return worst;
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
