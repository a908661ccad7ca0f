// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newRemoteProblems } from './new-remote-input.mjs';
import { takenIn } from './workspace-changes.mjs';

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
