// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { namesOf } from './new-remote-input.mjs';
import { remoteFiles } from './remote-template.mjs';

// Generated inputs: a run takes seconds on a loaded machine, never a time the test depends on.
vi.setConfig({ testTimeout: 60_000 });

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);

describe("a new remote's files from the template", () => {
  it('are the layout of a remote, with its browser spec in its own folder', () => {
    const files = remoteFiles(namesOf('mf-jobs'), { basePath: '/vacatures', label: 'Vacatures' });
    expect(files.map((file) => file.path)).toEqual([
      'mf-jobs/e2e/jobs.spec.ts',
      'mf-jobs/e2e/tsconfig.json',
      'mf-jobs/package.json',
      'mf-jobs/rsbuild.config.ts',
      'mf-jobs/src/area.ts',
      'mf-jobs/src/bootstrap.tsx',
      'mf-jobs/src/content/jobs-page.ts',
      'mf-jobs/src/env.d.ts',
      'mf-jobs/src/index.ts',
      'mf-jobs/src/pages/JobsPage.test.tsx',
      'mf-jobs/src/pages/JobsPage.tsx',
      'mf-jobs/src/prerender.tsx',
      'mf-jobs/src/routes.tsx',
      'mf-jobs/tsconfig.json',
    ]);
    const text = (path: string) => files.find((file) => file.path === path)?.text;
    expect(JSON.parse(text('mf-jobs/package.json') ?? '').name).toBe('mf-jobs');
    expect(text('mf-jobs/rsbuild.config.ts')).toContain("name: 'mf_jobs',");
    expect(text('mf-jobs/src/content/jobs-page.ts')).toContain("title: 'Vacatures',");
    // The spec reads the area's own files relatively: e2e/package.json needs no dependency on the remote.
    expect(text('mf-jobs/e2e/jobs.spec.ts')).toContain("from '../src/content/jobs-page';");
    expect(text('mf-jobs/e2e/jobs.spec.ts')).not.toMatch(/from '(?:mf-jobs|e2e|\.\.\/\.\.)/);
    // The spec is typechecked with Node's types, the page code without them.
    expect(JSON.parse(text('mf-jobs/package.json') ?? '').scripts.typecheck).toBe(
      'tsc --noEmit && tsc --noEmit -p e2e',
    );
    expect(JSON.parse(text('mf-jobs/e2e/tsconfig.json') ?? '').compilerOptions.types).toEqual(['node']);
  });

  it('read the area from the remote’s own area.json, never from the build-time registry', () => {
    const files = remoteFiles(namesOf('mf-jobs'), { basePath: '/vacatures', label: 'Vacatures' });
    // With the import attribute: the browser specs load the area through Node's ESM loader, which asks for it.
    expect(files.find((file) => file.path === 'mf-jobs/src/area.ts')?.text).toContain(
      "from '../area.json' with { type: 'json' };",
    );
    for (const file of files) expect(file.text, file.path).not.toMatch(/@codekade\/shared\/(apps|routes)'|siteAreas/);
  });

  it('keep no placeholder and stay inside the remote’s folder (generated names)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        word,
        fc.stringMatching(/^[\p{L}\p{N}]{1,8}$/u),
        (words, path, label) => {
          const names = namesOf(`mf-${words.join('-')}`);
          for (const file of remoteFiles(names, { basePath: `/${path}`, label })) {
            expect(file.path.startsWith(`${names.dir}/`), file.path).toBe(true);
            expect(`${file.path}\n${file.text}`).not.toMatch(/__[A-Z_]+__/);
          }
        },
      ),
    );
  });
});
