// Runs the server's database tests against PostgreSQL (TEST_DATABASE_URL, default the local server).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
console.log(`Database tests on ${env.TEST_DATABASE_URL}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
