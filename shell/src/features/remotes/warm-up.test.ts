import { remoteNames } from '@codekade/platform/app-registry';
import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compositionData } from '../../lib/composition-data';
import { prefetchSlotsOf } from './fragment-slots';
import { REMOTE_LOAD_BUDGET_MS } from './load-budget';
import { runAreaWarmUp, warmArea, warmAreaFiles } from './remote-loader';
import { WARM_UP_QUIET_MS, warmUpOtherAreas } from './warm-up';

vi.mock('../../lib/composition-data', () => ({ compositionData: vi.fn(() => undefined) }));
vi.mock('./fragment-slots', () => ({ prefetchSlotsOf: vi.fn() }));
// The page's areas: the registry's, as its discovery document names them.
vi.mock('../../lib/site-areas', async () => {
  const { siteAreas } = await import('@codekade/platform/site-menus');
  return { pageAreas: () => siteAreas };
});
vi.mock('./remote-loader', () => ({
  warmArea: vi.fn(async () => undefined),
  warmAreaFiles: vi.fn(async () => undefined),
  runAreaWarmUp: vi.fn(async () => undefined),
}));

/** Every remote of the registry but those named, in the registry's order (mf_home, mf_services, ...). */
const remotesBut = (...left: string[]) => remoteNames.filter((remote) => !left.includes(remote));

/** jsdom has no requestIdleCallback: the idle wait falls back to a 2 s timer. */
const IDLE_FALLBACK_MS = 2000;

describe('the idle warm-up of the other areas', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(warmAreaFiles).mockImplementation(async () => undefined);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("fetches every other area's files once idle, and runs their code only after the page has been quiet", async () => {
    const mark = vi.spyOn(performance, 'mark');
    const stop = warmUpOtherAreas();
    expect(warmAreaFiles).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    // A plain shell document shows no area of its own: all of them are warmed.
    expect(vi.mocked(warmAreaFiles).mock.calls.map(([remote]) => remote)).toEqual(remotesBut());
    // With the fragment slots their pages show.
    expect(prefetchSlotsOf).toHaveBeenCalledTimes(remoteNames.length);
    expect(mark).toHaveBeenCalledWith(WARM_UP_MARK);
    expect(warmArea).not.toHaveBeenCalled();

    // The visitor scrolls: the quiet wait starts afresh.
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS - 1);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS - 1);
    expect(warmArea).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warmArea).toHaveBeenCalledTimes(remoteNames.length);
    stop();
  });

  it('runs each area whose files are there; one whose files hang holds back no other', async () => {
    vi.mocked(warmAreaFiles).mockImplementation((remote) =>
      remote === 'mf_services' ? new Promise<void>(() => undefined) : Promise.resolve(),
    );
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS + WARM_UP_QUIET_MS);
    expect(vi.mocked(warmArea).mock.calls.map(([remote]) => remote)).toEqual(remotesBut('mf_services'));
    stop();
  });

  it('runs one area at a time; one whose code hangs holds the next back only for the load budget', async () => {
    let finishHome: () => void = () => undefined;
    vi.mocked(warmArea).mockImplementation((remote) =>
      remote === 'mf_home'
        ? new Promise<void>((resolve) => {
            finishHome = resolve;
          })
        : remote === 'mf_services'
          ? new Promise<void>(() => undefined)
          : Promise.resolve(),
    );
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS + WARM_UP_QUIET_MS);
    const warmed = () => vi.mocked(warmArea).mock.calls.map(([remote]) => remote);
    expect(warmed()).toEqual(['mf_home']);
    finishHome();
    await vi.advanceTimersByTimeAsync(0);
    expect(warmed()).toEqual(['mf_home', 'mf_services']);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_BUDGET_MS - 1);
    expect(warmed()).toEqual(['mf_home', 'mf_services']);
    await vi.advanceTimersByTimeAsync(1);
    expect(warmed()).toEqual(remotesBut());
    stop();
    vi.mocked(warmArea).mockImplementation(async () => undefined);
  });

  it("waits for the page's own area to be live before running the others", async () => {
    vi.mocked(compositionData).mockReturnValue({ area: { remote: 'mf_contact', buildId: 'b1' }, remotes: {} });
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS + WARM_UP_QUIET_MS * 2);
    expect(warmAreaFiles).toHaveBeenCalledTimes(remoteNames.length - 1);
    expect(warmArea).not.toHaveBeenCalled();
    document.documentElement.dataset.area = 'ready';
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS);
    expect(vi.mocked(warmArea).mock.calls.map(([remote]) => remote)).toEqual(remotesBut('mf_contact'));
    stop();
    delete document.documentElement.dataset.area;
    vi.mocked(compositionData).mockReturnValue(undefined);
  });

  it("readies the shown area's next pages first (its own warm-up), then the others", async () => {
    vi.mocked(compositionData).mockReturnValue({ area: { remote: 'mf_services', buildId: 'b1' }, remotes: {} });
    const order: string[] = [];
    vi.mocked(runAreaWarmUp).mockImplementation(async (remote) => {
      order.push(`warmUp ${remote}`);
    });
    vi.mocked(warmArea).mockImplementation(async (remote) => {
      order.push(remote);
    });
    document.documentElement.dataset.area = 'ready';
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(runAreaWarmUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS);
    // The shown area's routes are there already; each other area's warm-up follows its routes.
    expect(order).toEqual([
      'warmUp mf_services',
      ...remotesBut('mf_services').flatMap((remote) => [remote, `warmUp ${remote}`]),
    ]);
    stop();
    delete document.documentElement.dataset.area;
    vi.mocked(compositionData).mockReturnValue(undefined);
    vi.mocked(warmArea).mockImplementation(async () => undefined);
    vi.mocked(runAreaWarmUp).mockImplementation(async () => undefined);
  });

  it('runs nothing once stopped', async () => {
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    stop();
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS * 2);
    expect(warmArea).not.toHaveBeenCalled();
  });
});
