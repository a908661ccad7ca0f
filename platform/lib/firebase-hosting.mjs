/** The committed firebase.json's Hosting entry of one target: the local server follows the same rules. */
import { readFileSync } from 'node:fs';

const firebaseConfig = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));

export function hostingOf(target) {
  const hosting = firebaseConfig.hosting.find((entry) => entry.target === target);
  if (!hosting) throw new Error(`firebase.json has no hosting target "${target}".`);
  return hosting;
}
