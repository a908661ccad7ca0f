import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Runs a command in the repository root with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  // Each step's time, so a slower CI run shows which step grew.
  console.log(`  (${[command, ...args].join(' ')}: ${Math.round((performance.now() - started) / 1000)} s)`);
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a command like `run`, but reports failure to the caller instead of exiting. */
export function tryRun(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options }).status === 0;
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
