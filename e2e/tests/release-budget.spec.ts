import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAppCopy, repoRoot } from '../support/changed-remote';
import { expect, portBase, test } from '../support/site';

// Issue 48: a release keeps the site's first-load budget. A copy of mf-home made heavier on purpose
// (about 100 KB of random text its home page's code holds, which gzip cannot shrink) is refused by
// `pnpm check:remote mf-home --build <dir>`, which measures its page as the bench does and prints it
// beside the live version's (this run's local hosting). Its measuring site runs on ports of its own.
const CHECK_PORT_BASE = portBase + 180;

test('check:remote refuses a build that takes a page over the first-load budget, and prints the change', async () => {
  test.setTimeout(240_000);
  const heavy = buildAppCopy(join(repoRoot, 'mf-home'), join(repoRoot, 'mf-home/node_modules'), (copy) => {
    const routes = join(copy, 'src/routes.tsx');
    const padding = randomBytes(75_000).toString('base64');
    // Kept by the minifier: compared with a global nobody sets, so it cannot be folded away.
    writeFileSync(
      routes,
      `${readFileSync(routes, 'utf8')}\nconst padding = '${padding}';\nif ((globalThis as { codekadePadding?: string }).codekadePadding === padding) console.info(padding.length);\n`,
    );
  });
  const checked = spawnSync('node', ['scripts/check-remote.mjs', 'mf-home', '--build', heavy], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CHECK_REMOTE_PORT_BASE: String(CHECK_PORT_BASE) },
  });
  const output = `${checked.stdout}\n${checked.stderr}`;
  expect(checked.status, output).toBe(1);
  expect(output).toMatch(/\/: \d+\.\d KB of first-load JS, over the budget of 150 KB/);
  // Its page beside the live version's, with the change.
  expect(output).toMatch(/^ {2}\/ +\d+\.\d KB +\d+\.\d KB +\+\d+\.\d KB$/m);
});
