/**
 * `node scripts/steer-canary.mjs`: issue 47's steering attacks on a 5 % canary in full, sent for real
 * from many loopback source addresses to a running composer (real GETs, real signed beacons, the
 * aggregates in a Firestore emulator), and the table of what each took: requests, distinct
 * networks, time, and the gate's decision. The same attacks run lean in the unit tests
 * (`shell/server/measurements/steer-canary.test.ts`); this runs that file with STEER_CANARY=full.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@codekade/platform/run';

const result = spawnSync(
  join(repoRoot, 'node_modules/.bin/vitest'),
  ['run', 'shell/server/measurements/steer-canary.test.ts', '--silent=false'],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, STEER_CANARY: 'full' } },
);
process.exit(result.status ?? 1);
