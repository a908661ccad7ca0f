// @vitest-environment node

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apps } from '../lib/app-registry.mjs';
import { MAX_PORT_OFFSET, namesOf, newRemoteProblems, nextPortOffset, type Taken } from './new-remote-input.mjs';

// Generated inputs: a run takes seconds on a loaded machine, never a time the test depends on.
vi.setConfig({ testTimeout: 60_000 });

const taken: Taken = {
  apps,
  hostingSites: [{ siteId: 'codekade-discovery', owner: 'the discovery document' }],
  basePaths: ['/', '/diensten', '/projecten', '/over-ons', '/privacy', '/contact'],
  e2eSpecs: ['about.spec.ts', 'composition.spec.ts', 'jobs.spec.ts'],
  topLevelFolders: ['shell', 'shared', 'mf-about', 'mf-old', 'e2e'],
};
const valid = { dir: 'mf-vacatures', basePath: '/vacatures', label: 'Vacatures' };

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
const validInput = fc.record({
  dir: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => `mf-x${words.join('-')}`),
  basePath: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => `/x${words.join('-')}`),
  label: fc
    .array(fc.stringMatching(/^[\p{L}\p{N}]{1,6}$/u), { minLength: 1, maxLength: 3 })
    .map((words) => words.join(' ')),
});

describe('pnpm new:remote checks its input', () => {
  it('accepts a new name, path and label', () => {
    expect(newRemoteProblems(valid, taken)).toEqual([]);
    expect(newRemoteProblems({ dir: 'mf-werken-bij', basePath: '/werken-bij', label: 'Werken bij' }, taken)).toEqual(
      [],
    );
  });

  it('derives every name of the remote from its folder', () => {
    expect(namesOf('mf-job-board')).toEqual({
      dir: 'mf-job-board',
      name: 'mf_job_board',
      short: 'job-board',
      pascal: 'JobBoard',
      camel: 'jobBoard',
      hostingSiteId: 'codekade-job-board',
      productionUrl: 'https://codekade-job-board.web.app',
    });
  });

  it.each([
    ['a name without mf-', { ...valid, dir: 'jobs' }, /name "jobs" is not a folder name/],
    ['a name with capitals', { ...valid, dir: 'mf-Jobs' }, /name "mf-Jobs" is not a folder name/],
    ['a name with a path in it', { ...valid, dir: 'mf-../../etc' }, /is not a folder name/],
    ['no name', { ...valid, dir: undefined }, /name \(missing\) is not a folder name/],
    ['a taken remote', { ...valid, dir: 'mf-about' }, /The remote "mf-about" exists already/],
    [
      "the discovery document's Hosting site (issue 47)",
      { ...valid, dir: 'mf-discovery' },
      /"mf-discovery" would give it the Firebase Hosting site "codekade-discovery", which is the discovery document's already/,
    ],
    ['a taken folder', { ...valid, dir: 'mf-old' }, /The folder "mf-old" exists already/],
    ['a taken e2e spec', { ...valid, dir: 'mf-composition' }, /e2e\/tests\/composition\.spec\.ts, which exists/],
    ['a too long site id', { ...valid, dir: 'mf-a-very-long-name-for-a-site' }, /Firebase allows 30/],
    ['a path without a slash', { ...valid, basePath: 'vacatures' }, /base path "vacatures" is not one path segment/],
    ['a path of two segments', { ...valid, basePath: '/a/b' }, /is not one path segment/],
    ['the home path', { ...valid, basePath: '/' }, /base path "\/" is not one path segment/],
    ['a taken path', { ...valid, basePath: '/privacy' }, /"\/privacy" belongs to an area already/],
    ['a path the shell keeps', { ...valid, basePath: '/static' }, /kept for the shell's own files/],
    ['a label with markup', { ...valid, label: '<b>Vacatures</b>' }, /menu label "<b>Vacatures<\/b>" is not/],
    ['a label with a quote', { ...valid, label: "Vacature's" }, /menu label/],
    ['a label with a new line', { ...valid, label: 'Vaca\ntures' }, /menu label "Vaca\\ntures" is not/],
    ['an empty label', { ...valid, label: '' }, /menu label "" is not/],
    ['a too long label', { ...valid, label: 'x'.repeat(31) }, /menu label/],
  ])('refuses %s with a clear English message', (_case, input, message) => {
    expect(newRemoteProblems(input, taken)).toContainEqual(expect.stringMatching(message));
  });

  it('reports every problem at once', () => {
    expect(newRemoteProblems({ dir: 'x', basePath: 'y', label: '' }, taken)).toHaveLength(3);
  });

  it('refuses a remote past the ports a local site has', () => {
    const more = [6, 7, 8].map((portOffset) => ({
      name: `mf_n${portOffset}`,
      dir: `mf-n${portOffset}`,
      hostingSiteId: `codekade-n${portOffset}`,
      portOffset,
    }));
    const full = [...apps, ...more];
    expect(nextPortOffset(full)).toBe(MAX_PORT_OFFSET + 1);
    expect(newRemoteProblems(valid, { ...taken, apps: full })).toEqual([
      expect.stringMatching(/the most its local ports allow/),
    ]);
  });

  it('accepts generated well-formed input that takes nothing', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        expect(newRemoteProblems(input, taken)).toEqual([]);
      }),
    );
  });

  it('lets nothing through that could break out of a file name, a string or a URL (generated input)', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('/', "/'x'", '/$' + '{x}', 'mf-a\n', 'mf-a/../b', '/a b'),
    );
    fc.assert(
      fc.property(fc.record({ dir: anything, basePath: anything, label: anything }), (input) => {
        const problems = newRemoteProblems(input, taken);
        for (const problem of problems) expect(problem).not.toMatch(/[\n\r]/);
        if (problems.length > 0) return;
        expect(input.dir).toMatch(/^mf-[a-z0-9-]+$/);
        expect(input.basePath).toMatch(/^\/[a-z0-9-]+$/);
        expect(input.label).toMatch(/^[\p{L}\p{N} -]+$/u);
      }),
    );
  });
});
