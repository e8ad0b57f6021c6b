import { parseArgs } from 'node:util';
import * as z from 'zod';
import { DATASET_SIZES } from './datasets.ts';

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Bounded on purpose: the bench only ever loads a server it started itself on 127.0.0.1. */
const ArgsSchema = z.object({
  size: z.enum(DATASET_SIZES).default('small'),
  duration: intIn(1, 600).default(10),
  connections: intIn(1, 500).default(10),
  warmup: intIn(0, 60).default(1),
  dmProbes: intIn(0, 10_000).default(200),
  postgres: z.boolean().default(false),
  only: z.string().min(1).optional(),
  profile: z.string().min(1).optional(),
  processes: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of process counts, e.g. 1,2')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(64)).min(1))
    .optional(),
});
export type BenchArgs = z.infer<typeof ArgsSchema>;

export const USAGE = `Usage: npm run bench -- [options]
  --size small|medium|large|huge
                              dataset size (default small); huge (100,000 people, 1,000,000 ideas)
                              needs --postgres
  --duration <s>              seconds of load per endpoint (default 10, max 600)
  --connections <n>           concurrent connections, and concurrent workers running each
                              endpoint's bare SQL (default 10, max 500)
  --warmup <s>                seconds of warm-up per endpoint and per SQL, not measured (default 1)
  --dm-probes <n>             direct messages timed from send to arrival on the recipient's
                              socket, spread over the whole load (default 200, 0 to skip)
  --postgres                  run on postgres://postgres@127.0.0.1:5432/postgres in a fresh schema
                              (default: PGlite in a temporary data directory)
  --only <text>               load only the endpoints whose name contains the text (case-insensitive)
  --profile <dir>             write the server's CPU profile (.cpuprofile, for Chrome DevTools) to dir
  --processes <n,m,...>       with --postgres: load a few representative endpoints (or --only's) with
                              the server at WEB_CONCURRENCY=n, then m, ... and print the speed-up
                              (writes test-results/bench/processes.json; no DM probe, no bare SQL)`;

export function readArgs(argv: string[]): BenchArgs | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      'dm-probes': { type: 'string' },
      postgres: { type: 'boolean' },
      only: { type: 'string' },
      profile: { type: 'string' },
      processes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const parsed = ArgsSchema.safeParse({
    ...values,
    dmProbes: values['dm-probes'],
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  --${issue.path.join('.').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${issue.message}`,
    );
    throw new Error(`Invalid bench options:\n${lines.join('\n')}\n\n${USAGE}`);
  }
  if (parsed.data.processes && !parsed.data.postgres)
    throw new Error(`--processes needs --postgres: PGlite runs in one server process\n\n${USAGE}`);
  if (parsed.data.size === 'huge' && !parsed.data.postgres) {
    throw new Error('--size huge needs --postgres: PGlite would take hours to seed and load it.');
  }
  return parsed.data;
}
