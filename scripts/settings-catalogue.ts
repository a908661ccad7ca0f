/**
 * Every runtime's settings, in the order the README's settings table lists them: the one place the
 * table is generated from (`pnpm settings:table` writes it, `settings-table.test.ts` fails while the
 * README's copy is stale).
 */
import { buildSettings } from '../platform/build/build-settings.mjs';
import { localSettings } from '../platform/lib/local-settings.mjs';
import { testSettings } from '../platform/lib/test-settings.mjs';
import { type SettingsGroup, settingsTable, withSettingsTable } from '../shared/src/tooling/settings.mjs';
import { composerServiceSettings } from '../shell/server/settings';

export const settingsGroups: SettingsGroup[] = [
  { runtime: 'composer service', settings: composerServiceSettings },
  { runtime: 'app build', settings: buildSettings },
  { runtime: 'local site', settings: localSettings },
  { runtime: 'tests, bench', settings: testSettings },
];

/** The README with its settings table written afresh from the declarations. */
export function readmeWithSettingsTable(readme: string): string {
  return withSettingsTable(readme, settingsTable(settingsGroups));
}
