// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newRemoteProblems } from './new-remote-input.mjs';
import { dropDependencies, removalImpact, takenIn } from './workspace-changes.mjs';

const workspace = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'workspace-changes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('what the workspace already has, for a new remote', () => {
  it('takes every base path the areas declare in their area.json, the other ones too (/privacy)', async () => {
    const taken = await takenIn(workspace);
    expect(taken.basePaths).toEqual(
      expect.arrayContaining(['/', '/diensten', '/projecten', '/over-ons', '/privacy', '/contact']),
    );
    expect(taken.apps.map((app) => app.dir)).toContain('mf-about');
    expect(taken.e2eSpecs.length).toBeGreaterThan(0);
  });

  it("refuses a remote whose Hosting site would be the discovery document's or an app's (issue 47: mf-discovery)", async () => {
    const taken = await takenIn(workspace);
    const problems = (dir: string) => newRemoteProblems({ dir, basePath: '/ontdek', label: 'Ontdek' }, taken);
    expect(problems('mf-discovery')).toEqual([
      expect.stringContaining(
        'the Firebase Hosting site "codekade-discovery", which is the discovery document\'s already',
      ),
    ]);
    expect(problems('mf-ontdek')).toEqual([]);
  });

  it('counts an area.json that cannot be read, or declares no list, as no base paths', async () => {
    mkdirSync(join(scratch, 'e2e/tests'), { recursive: true });
    const declarations: [string, string][] = [
      ['mf-a', '{ not json'],
      ['mf-b', '{"area": {"basePaths": "/b"}}'],
      ['mf-c', '{"area": {"basePaths": ["/c", 7]}}'],
    ];
    for (const [dir, text] of declarations) {
      mkdirSync(join(scratch, dir));
      writeFileSync(join(scratch, dir, 'area.json'), text);
      const [portOffset, site] = [declarations.length + dir.charCodeAt(3) - 96, `codekade-${dir.slice(3)}`];
      const facts = {
        name: dir.replace('-', '_'),
        portOffset,
        hostingSiteId: site,
        productionUrl: `https://${site}.web.app`,
      };
      writeFileSync(join(scratch, dir, 'remote.json'), JSON.stringify(facts));
    }
    expect((await takenIn(scratch)).basePaths).toEqual(['/c']);
  });
});

describe('what taking a remote out must also do, found before anything changes', () => {
  const fixture = () => {
    const root = mkdtempSync(join(scratch, 'removal-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('package.json', JSON.stringify({ name: 'root', private: true }, null, 2));
    write('mf-team/package.json', JSON.stringify({ name: 'mf-team' }));
    write('mf-team/src/index.ts', "export const team = 'team';\n");
    const e2e =
      '{\n  "name": "e2e",\n  "devDependencies": {\n    "mf-team": "workspace:*",\n    "mf-contact": "workspace:*"\n  }\n}\n';
    write('e2e/package.json', e2e);
    write('e2e/tests/team.spec.ts', "import { teamText } from 'mf-team/content/team';\n");
    write('e2e/node_modules/x/index.js', "require('mf-team');\n");
    write('shell/package.json', JSON.stringify({ name: 'shell', dependencies: { react: '19' } }));
    return { root, write };
  };
  const remote = { packageName: 'mf-team', dir: 'mf-team', removedPaths: ['mf-team', 'e2e/tests/team.spec.ts'] };

  it('the real workspace: e2e/package.json lists mf-about for its spec alone, so the removal takes that entry too', () => {
    const impact = removalImpact(workspace, {
      packageName: 'mf-about',
      dir: 'mf-about',
      removedPaths: ['mf-about', 'e2e/tests/about.spec.ts'],
    });
    expect(impact.imports).toEqual([]);
    expect(impact.dependencies).toEqual([{ file: 'e2e/package.json', field: 'devDependencies' }]);
  });

  it('a dependency only the removed files use is taken out, the rest of its file as it was', () => {
    const { root } = fixture();
    const impact = removalImpact(root, remote);
    expect(impact).toEqual({ imports: [], dependencies: [{ file: 'e2e/package.json', field: 'devDependencies' }] });
    dropDependencies(root, 'mf-team', impact.dependencies);
    expect(readFileSync(join(root, 'e2e/package.json'), 'utf8')).toBe(
      '{\n  "name": "e2e",\n  "devDependencies": {\n    "mf-contact": "workspace:*"\n  }\n}\n',
    );
  });

  it('the last entry of its object goes without leaving a comma behind', () => {
    const { root, write } = fixture();
    write(
      'e2e/package.json',
      '{\n  "devDependencies": {\n    "mf-contact": "workspace:*",\n    "mf-team": "workspace:*"\n  }\n}\n',
    );
    dropDependencies(root, 'mf-team', removalImpact(root, remote).dependencies);
    expect(JSON.parse(readFileSync(join(root, 'e2e/package.json'), 'utf8'))).toEqual({
      devDependencies: { 'mf-contact': 'workspace:*' },
    });
  });

  it('a file that stays and imports the remote (statically, dynamically, by require) stops the removal', () => {
    const { root, write } = fixture();
    write('e2e/support/uses-team.ts', "export const load = () => import('mf-team/content/team');\n");
    write('shell/src/also.ts', "import 'mf-team';\n");
    write('shell/src/unrelated.ts', "import { x } from 'mf-team-more';\nimport y from 'other/mf-team';\n");
    expect(removalImpact(root, remote).imports.sort()).toEqual(['e2e/support/uses-team.ts', 'shell/src/also.ts']);
  });
});
