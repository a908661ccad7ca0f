import { DISCOVERY_FORMAT, DISCOVERY_PATH } from '@codekade/shared/discovery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryAreaTyping } from '../composition';
import { areaState } from './area-state';
import { failedOnChangedFile } from './integrity-failures';
import { moveAreaToLiveRelease, recoverMissingFile } from './release-recovery';
import { loadAreaRoutesWithinBudget } from './remote-loader';
import { moveRemoteTo, remoteServing } from './remote-manifests';

vi.mock('./remote-loader', () => ({ loadAreaRoutesWithinBudget: vi.fn() }));
vi.mock('./remote-manifests', () => ({ moveRemoteTo: vi.fn(), remoteServing: vi.fn() }));
vi.mock('./integrity-failures', () => ({ failedOnChangedFile: vi.fn() }));
vi.mock('../composition', () => ({ carryAreaTyping: vi.fn() }));

const HOME_ROOT = 'http://localhost:3001/mf-manifest.json';
const versionOf = (buildId: string) => `http://localhost:3001/v/${buildId}/mf-manifest.json`;
const NewRoutes = () => null;
const digest = `sha384-${'A'.repeat(64)}`;

/** The site's discovery document serves mf_home's `buildId` (issue 48: never the remote's own site). */
function liveBuild(buildId: string | undefined) {
  const pinned = buildId ? { version: buildId, pins: [{ version: buildId, integrity: digest }] } : {};
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({
      format: DISCOVERY_FORMAT,
      remotes: [
        {
          name: 'mf_home',
          manifest: HOME_ROOT,
          ...pinned,
          area: { basePaths: ['/'], pageName: 'Home', description: 'Home.' },
          menus: {},
        },
      ],
    }),
  );
}

function chunkLoadError(url: string): Error {
  return Object.assign(new Error(`Loading chunk 8 failed.\n(error: ${url})`), { name: 'ChunkLoadError', request: url });
}

describe('moving an area to its live release', () => {
  const home = areaState('mf_home');

  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(failedOnChangedFile).mockResolvedValue(false);
    vi.mocked(loadAreaRoutesWithinBudget).mockResolvedValue({ default: NewRoutes });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    home.loadedBuild = 'build-1';
  });
  afterEach(() => home.forgetRoutes());

  it('renders the whole area from the build the site serves now, with one read of its discovery document for the parts that fail together', async () => {
    const fetch = liveBuild('build-2');
    const mount = home.mount;
    const moves = [moveAreaToLiveRelease('mf_home'), moveAreaToLiveRelease('mf_home')];
    expect(await Promise.all(moves)).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(DISCOVERY_PATH, { cache: 'no-cache' });
    expect(moveRemoteTo).toHaveBeenCalledWith('mf_home', versionOf('build-2'));
    expect(home.routes).toBe(NewRoutes);
    expect(home.mount).toBe(mount + 1);
    expect(carryAreaTyping).toHaveBeenCalledTimes(1);
  });

  it('for code only, leaves what is on screen and makes the newer build the one later loads use', async () => {
    liveBuild('build-2');
    const mount = home.mount;
    expect(await moveAreaToLiveRelease('mf_home', 'code')).toBe(true);
    expect(home.routes).toBe(NewRoutes);
    expect(home.mount).toBe(mount);
    expect(carryAreaTyping).not.toHaveBeenCalled();
  });

  it('stays when the served build is the one loaded, or the document serves none', async () => {
    liveBuild('build-1');
    expect(await moveAreaToLiveRelease('mf_home')).toBe(false);
    liveBuild(undefined);
    expect(await moveAreaToLiveRelease('mf_home')).toBe(false);
    expect(moveRemoteTo).not.toHaveBeenCalled();
  });

  it('answers false when the newer build does not load either', async () => {
    liveBuild('build-2');
    vi.mocked(loadAreaRoutesWithinBudget).mockRejectedValue(new Error('did not arrive within 8 s'));
    const mount = home.mount;
    expect(await moveAreaToLiveRelease('mf_home')).toBe(false);
    expect(home.mount).toBe(mount);
  });

  it('renders the area from the newer build when its code comes after the budget', async () => {
    liveBuild('build-2');
    let arrive: (routes: { default: () => null }) => void = () => undefined;
    vi.mocked(loadAreaRoutesWithinBudget).mockImplementation(async (_, arrivedLate) => {
      arrive = (routes) => arrivedLate?.(routes);
      throw new Error('did not arrive within 8 s');
    });
    const mount = home.mount;
    expect(await moveAreaToLiveRelease('mf_home')).toBe(false);
    expect(home.mount).toBe(mount);

    arrive({ default: NewRoutes });
    // What was typed is carried first (its code may have to come), then the area mounts afresh.
    await vi.waitFor(() => expect(home.routes).toBe(NewRoutes));
    expect(home.mount).toBe(mount + 1);
    expect(carryAreaTyping).toHaveBeenCalledTimes(1);
  });

  it('answers a part that reports a missing file of a remote, and nothing else', async () => {
    liveBuild('build-2');
    const url = 'http://localhost:3001/static/js/async/8.1.js';
    vi.mocked(remoteServing).mockResolvedValue('mf_home');
    expect(await recoverMissingFile(new TypeError('x is not a function'), 'area')).toBe(false);
    expect(remoteServing).not.toHaveBeenCalled();
    expect(await recoverMissingFile(chunkLoadError(url), 'code')).toBe(true);
    expect(remoteServing).toHaveBeenCalledWith(url);

    vi.mocked(remoteServing).mockResolvedValue(undefined);
    expect(await recoverMissingFile(chunkLoadError('http://localhost:3000/static/js/async/1.js'), 'area')).toBe(false);
  });

  it('never moves for a file that was not the pinned one (issue 48): it stays refused', async () => {
    const fetch = liveBuild('build-2');
    const url = 'http://localhost:3001/v/build-1/static/js/async/9.js';
    vi.mocked(remoteServing).mockResolvedValue('mf_home');
    vi.mocked(failedOnChangedFile).mockResolvedValue(true);
    const error = chunkLoadError(url);
    expect(await recoverMissingFile(error, 'area')).toBe(false);
    expect(failedOnChangedFile).toHaveBeenCalledWith(error);
    expect(fetch).not.toHaveBeenCalled();
  });
});
