/**
 * `pnpm deploy:shell`: builds the shell alone, refuses a build that is not production-ready (a
 * loopback URL, a remotes.json that is not the registry's production one, an inline script the CSP
 * blocks) and deploys it to its own Firebase Hosting site. No remote is rebuilt or redeployed.
 */
import { join } from 'node:path';
import { repoRoot, run } from './lib/run.mjs';
import { problemsInShellDist } from './lib/shell-dist-check.mjs';

run('pnpm', ['--filter', 'shell', 'build']);
const problems = problemsInShellDist(join(repoRoot, 'shell/dist'));
if (problems.length > 0) {
  console.error(`\n✖ The shell's build cannot be deployed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
run(join(repoRoot, 'node_modules/.bin/firebase'), ['deploy', '--only', 'hosting:shell']);
