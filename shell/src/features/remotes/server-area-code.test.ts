import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type AreaRoutesModule, AreaState } from './area-state';
import { REMOTE_LOAD_BUDGET_MS } from './load-budget';
import { moveAreaToLiveRelease } from './release-recovery';
import { loadAreaRoutes } from './remote-loader';
import { serverAreaCode } from './server-area-code';

vi.mock('./remote-loader', () => ({ loadAreaRoutes: vi.fn() }));
vi.mock('./release-recovery', () => ({
  failedOnChangedFile: vi.fn(async () => false),
  moveAreaToLiveRelease: vi.fn(),
}));
vi.mock('../composition', () => ({ hydrationGate: (_remote: string, module: unknown) => module }));

/** Whether the area's late note shows: set on the area's own state. */
let setServerAreaLate: MockInstance<AreaState['setLate']>;

const routes: AreaRoutesModule = { default: () => null };

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 12 failed. (missing: http://localhost:3005/static/js/async/12.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** True when the promise has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  return (await Promise.race([promise.then(() => true), Promise.resolve(marker)])) !== marker;
}

describe('the code of the area that holds the server HTML', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setServerAreaLate = vi.spyOn(AreaState.prototype, 'setLate');
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('waits past the load budget with the note, and hydrates whenever the code arrives', async () => {
    let arrive: (module: AreaRoutesModule) => void = () => undefined;
    vi.mocked(loadAreaRoutes).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const code = serverAreaCode('mf_contact');
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_BUDGET_MS - 1);
    expect(setServerAreaLate).not.toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(4_001);
    expect(setServerAreaLate).toHaveBeenLastCalledWith(true);
    expect(await settled(code)).toBe(false);

    arrive(routes);
    await expect(code).resolves.toBe(routes);
    expect(setServerAreaLate).toHaveBeenLastCalledWith(false);
  });

  it('keeps the server HTML, never settling, with the note when the code does not come', async () => {
    vi.mocked(loadAreaRoutes).mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    vi.mocked(moveAreaToLiveRelease).mockResolvedValue(false);
    const code = serverAreaCode('mf_home');
    await vi.advanceTimersByTimeAsync(0);
    expect(setServerAreaLate).toHaveBeenLastCalledWith(true);
    expect(await settled(code)).toBe(false);
    expect(moveAreaToLiveRelease).not.toHaveBeenCalled();
  });

  it('moves to a newer release when a file of the old one is gone, without the note', async () => {
    vi.mocked(loadAreaRoutes).mockRejectedValue(chunkLoadError());
    vi.mocked(moveAreaToLiveRelease).mockResolvedValue(true);
    const code = serverAreaCode('mf_home');
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_BUDGET_MS * 2);
    expect(moveAreaToLiveRelease).toHaveBeenCalledWith('mf_home');
    expect(setServerAreaLate).not.toHaveBeenCalled();
    expect(await settled(code)).toBe(false);
  });
});
