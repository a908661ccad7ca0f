import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_BUDGET_MS, withinLoadBudget } from './load-budget';

describe('load budget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is about eight seconds', () => {
    expect(REMOTE_LOAD_BUDGET_MS).toBe(8_000);
  });

  it('gives up on work that never settles once the budget has passed', async () => {
    const outcome = withinLoadBudget(new Promise(() => undefined), 'Remote "mf_about"');
    const settled = vi.fn();
    outcome.catch(settled);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_BUDGET_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).rejects.toThrow('Remote "mf_about" did not arrive within 8 s');
  });

  it('passes on what arrives in time, success or failure', async () => {
    await expect(withinLoadBudget(Promise.resolve('module'), 'x')).resolves.toBe('module');
    await expect(withinLoadBudget(Promise.reject(new Error('404')), 'x')).rejects.toThrow('404');
  });
});
