// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLayoutStore } from './layout-store';

/**
 * A field in the one layout store costs every app a dependency; one that nothing reads is dead weight
 * that looks like a contract. These checks read the workspace's source (tests excluded) to keep every
 * field read and every API function of shared/src/layout used.
 */
const workspace = join(import.meta.dirname, '../..');
const sourceFolders = ['shared/src', 'shell/src', 'shell/server', ...appFolders().map((folder) => `${folder}/src`)];

function appFolders(): string[] {
  return readdirSync(workspace).filter((name) => name.startsWith('mf-'));
}

function sourceFiles(): { path: string; text: string }[] {
  return sourceFolders.flatMap((folder) => {
    const root = join(workspace, folder);
    let names: string[];
    try {
      names = readdirSync(root, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return names
      .filter((name) => /\.tsx?$/.test(name) && !/\.test(-helper)?\.tsx?$/.test(name))
      .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(join(root, name), 'utf8') }));
  });
}

const files = sourceFiles();
const storeFile = 'shared/src/layout-store.ts';
const outsideStore = files.filter((file) => file.path !== storeFile);
const state = useLayoutStore.getState();
const dataFields = Object.keys(state).filter((key) => typeof state[key as keyof typeof state] !== 'function');
const actions = Object.keys(state).filter((key) => !dataFields.includes(key));

/** A read: a selector or subscriber (`state.key`, `previous.key`), or `getState()` access. */
function readsField(text: string, key: string): boolean {
  const selector = new RegExp(`\\b(state|previous)\\.${key}\\b`);
  const getState = new RegExp(`getState\\(\\)\\.${key}\\b`);
  const destructured = new RegExp(`\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*useLayoutStore\\.getState\\(\\)`);
  return selector.test(text) || getState.test(text) || destructured.test(text);
}

describe('layout store usage', () => {
  it('finds the source files it checks', () => {
    expect(files.some((file) => file.path.startsWith('shell/src/'))).toBe(true);
    expect(files.filter((file) => file.path.startsWith('mf-')).length).toBeGreaterThan(10);
  });

  it.each(dataFields)('reads the field %s outside the store', (key) => {
    expect(outsideStore.filter((file) => readsField(file.text, key)).map((file) => file.path)).not.toEqual([]);
  });

  it.each(actions)('calls the action %s outside the store', (key) => {
    const caller = new RegExp(`\\b${key}\\b`);
    expect(outsideStore.filter((file) => caller.test(file.text)).map((file) => file.path)).not.toEqual([]);
  });

  it('uses every function of the layout API outside its own file', () => {
    const apiFiles = files.filter((file) => file.path.startsWith('shared/src/layout/'));
    const exported = apiFiles.flatMap((file) =>
      [...file.text.matchAll(/export function (\w+)/g)].map((match) => ({ name: match[1] ?? '', file: file.path })),
    );
    expect(exported.length).toBeGreaterThan(0);
    const unused = exported.filter(
      ({ name, file }) => !files.some((other) => other.path !== file && new RegExp(`\\b${name}\\b`).test(other.text)),
    );
    expect(unused).toEqual([]);
  });

  it('is read by the remotes through the layout API, not by importing the store', () => {
    const remoteFiles = files.filter((file) => file.path.startsWith('mf-'));
    expect(remoteFiles.filter((file) => file.text.includes('@codekade/shared/layout-store'))).toEqual([]);
    const readers = remoteFiles.filter((file) =>
      /@codekade\/shared\/(layout\/|ui\/(PageEnter|SinglePageRoutes|ContactChannelLink))/.test(file.text),
    );
    expect(new Set(readers.map((file) => file.path.split('/')[0])).size).toBe(appFolders().length);
  });
});
