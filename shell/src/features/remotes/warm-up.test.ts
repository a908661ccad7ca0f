import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmArea, warmAreaFiles } from './remote-loader';
import { WARM_UP_QUIET_MS, warmUpOtherAreas } from './warm-up';

vi.mock('./remote-loader', () => ({
  warmArea: vi.fn(async () => undefined),
  warmAreaFiles: vi.fn(async () => undefined),
}));

/** jsdom has no requestIdleCallback: the idle wait falls back to a 2 s timer. */
const IDLE_FALLBACK_MS = 2000;

describe('the idle warm-up of the other areas', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("fetches every other area's files once idle, and runs their code only after the page has been quiet", async () => {
    const mark = vi.spyOn(performance, 'mark');
    const stop = warmUpOtherAreas();
    expect(warmAreaFiles).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    // A plain shell document shows no area of its own: all five are warmed.
    expect(vi.mocked(warmAreaFiles).mock.calls.map(([remote]) => remote)).toEqual([
      'mf_home',
      'mf_services',
      'mf_projects',
      'mf_about',
      'mf_contact',
    ]);
    expect(mark).toHaveBeenCalledWith(WARM_UP_MARK);
    expect(warmArea).not.toHaveBeenCalled();

    // The visitor scrolls: the quiet wait starts afresh.
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS - 1);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS - 1);
    expect(warmArea).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warmArea).toHaveBeenCalledTimes(5);
    stop();
  });

  it('runs nothing once stopped', async () => {
    const stop = warmUpOtherAreas();
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    stop();
    await vi.advanceTimersByTimeAsync(WARM_UP_QUIET_MS * 2);
    expect(warmArea).not.toHaveBeenCalled();
  });
});
