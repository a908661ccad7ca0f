/** `pnpm config:hosting`: writes firebase.json and .firebaserc from the app registry, formatted like the repo. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseConfig, firebaseRc } from './lib/hosting-config.mjs';
import { firestoreIndexes } from './lib/remote-backends.mjs';
import { repoRoot, run } from './lib/run.mjs';

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
// Biome formats firebase.json (it leaves .firebaserc alone), so the lint step agrees with the generator.
run(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', 'firebase.json', 'firestore.indexes.json'], {
  stdio: 'ignore',
});
console.log(`Written from shared/src/apps.mjs: ${Object.keys(files).join(', ')}.`);
