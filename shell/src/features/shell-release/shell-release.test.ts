import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ENTRY = 'static/js/index.aaa111.js';

function answerLedger(files: unknown[], contentType = 'application/json') {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ releases: [{ files }] }), { headers: { 'content-type': contentType } }),
    );
}

beforeEach(() => {
  vi.resetModules();
  const script = document.createElement('script');
  script.src = `/${ENTRY}`;
  document.head.append(script);
});

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('checkShellRelease', () => {
  it('finds a newer shell when the live release does not list the entry this page runs', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    answerLedger(['static/js/index.bbb222.js']);
    const { checkShellRelease, isNewerShellLive } = await import('./shell-release');
    expect(await checkShellRelease()).toBe(true);
    expect(isNewerShellLive()).toBe(true);
  });

  it('stays on this shell when the live release is this one, or the answer is no ledger', async () => {
    const fetch = answerLedger([ENTRY]);
    const { checkShellRelease } = await import('./shell-release');
    expect(await checkShellRelease()).toBe(false);
    // Asked again within a few seconds: answered from the last read.
    expect(await checkShellRelease()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    answerLedger(['static/js/index.bbb222.js'], 'text/html');
    expect(await checkShellRelease({ now: true })).toBe(false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkShellRelease({ now: true })).toBe(false);
  });
});

describe('shellCheckToWaitFor', () => {
  it('holds a click for the first read, and not for a read after a recent answer', async () => {
    answerLedger([ENTRY]);
    const { checkShellRelease, shellCheckToWaitFor } = await import('./shell-release');
    const first = checkShellRelease();
    // No answer yet: a click waits for this read.
    expect(shellCheckToWaitFor()).toBe(first);
    await first;
    // A read under way after a recent answer: the click goes on at once.
    const second = checkShellRelease({ now: true });
    expect(shellCheckToWaitFor()).toBeUndefined();
    await second;
  });

  it('holds a click again once the last answer is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answerLedger([ENTRY]);
      const { checkShellRelease, shellCheckToWaitFor } = await import('./shell-release');
      await checkShellRelease();
      vi.setSystemTime(Date.now() + 6 * 60_000);
      const late = checkShellRelease();
      expect(shellCheckToWaitFor()).toBe(late);
      await late;
    } finally {
      vi.useRealTimers();
    }
  });
});
