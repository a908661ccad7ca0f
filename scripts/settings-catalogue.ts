/**
 * Every runtime's settings, in the order the README's settings table lists them: the one place the
 * table is generated from (`pnpm settings:table` writes it, `settings-table.test.ts` fails while the
 * README's copy is stale).
 */
import { buildSettings } from '@codekade/platform/build/build-settings';
import { localSettings } from '@codekade/platform/local-settings';
import { testSettings } from '@codekade/platform/test-settings';
import { rolloutSettings } from '@codekade/serving/rollout/rollout-settings';
import { type SettingsGroup, settingsTable, withSettingsTable } from '@codekade/serving/settings';
import { composerServiceSettings } from 'shell/settings';

export const settingsGroups: SettingsGroup[] = [
  { runtime: 'composer service', settings: composerServiceSettings },
  { runtime: 'app build', settings: buildSettings },
  { runtime: 'local site', settings: localSettings },
  { runtime: 'rollout gate', settings: rolloutSettings },
  { runtime: 'tests, bench', settings: testSettings },
];

/** The README with its settings table written afresh from the declarations. */
export function readmeWithSettingsTable(readme: string): string {
  return withSettingsTable(readme, settingsTable(settingsGroups));
}
