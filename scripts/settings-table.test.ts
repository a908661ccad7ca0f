// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeWithSettingsTable, settingsGroups } from './settings-catalogue';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe("the README's settings table", () => {
  it('is what the settings modules declare (run `pnpm settings:table` after changing one)', () => {
    expect(readme).toBe(readmeWithSettingsTable(readme));
  });

  it('names every variable once, across all runtimes', () => {
    const names = settingsGroups.flatMap((group) => Object.values(group.settings).map((setting) => setting.name));
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
