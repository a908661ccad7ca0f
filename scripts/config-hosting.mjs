/**
 * `pnpm config:hosting`: writes firebase.json, .firebaserc, the GitHub Actions workflows and every
 * app's release-inputs.json from the
 * app registry and the lockfile, formatted like the repo. Run it after a dependency change too: a
 * unit test fails while an app's release inputs differ from the lockfile's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  firebaseConfig,
  firebaseRc,
  PRODUCTION_ORIGINS_FILE,
  productionOriginsModule,
} from '@codekade/platform/hosting-config';
import { readLockfile, releaseInputs } from '@codekade/platform/release-inputs';
import { firestoreIndexes } from '@codekade/platform/remote-backends';
import { repoRoot, run } from '@codekade/platform/run';
import { WORKFLOWS_DIR, workflows, workflowText } from '@codekade/platform/workflows';

/** Two-space JSON with one-item lists kept on one line, as the formatter leaves them. */
function formatJson(content) {
  return `${JSON.stringify(content, null, 2).replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]')}\n`;
}

const files = {
  'firebase.json': firebaseConfig(),
  '.firebaserc': firebaseRc(),
  'firestore.indexes.json': firestoreIndexes(),
};
for (const [name, content] of Object.entries(files)) writeFileSync(join(repoRoot, name), formatJson(content));
const inputs = releaseInputs(files['firebase.json'], files['.firebaserc'], readLockfile(repoRoot));
for (const [name, content] of Object.entries(inputs)) writeFileSync(join(repoRoot, name), formatJson(content));
writeFileSync(join(repoRoot, PRODUCTION_ORIGINS_FILE), productionOriginsModule());
// Biome formats firebase.json (it leaves .firebaserc alone), so the lint step agrees with the generator.
run(
  join(repoRoot, 'node_modules/.bin/biome'),
  ['format', '--write', 'firebase.json', 'firestore.indexes.json', PRODUCTION_ORIGINS_FILE, ...Object.keys(inputs)],
  {
    stdio: 'ignore',
  },
);

const workflowsDir = join(repoRoot, WORKFLOWS_DIR);
mkdirSync(workflowsDir, { recursive: true });
for (const [name, workflow] of Object.entries(workflows()))
  writeFileSync(join(workflowsDir, name), workflowText(workflow));
console.log(
  `Written from the app registry (shared/src/apps.mjs and every mf-*/remote.json): ${Object.keys(files).join(', ')}, ${PRODUCTION_ORIGINS_FILE}, */release-inputs.json, ${WORKFLOWS_DIR}/*.yml.`,
);
