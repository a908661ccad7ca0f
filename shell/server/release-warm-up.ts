import type { ReleaseInputs } from './release-inputs';

/**
 * How long a warm-up may hold anything back: a new instance takes traffic once it knows the remotes'
 * pages or after this long regardless (main.ts), and a release read while the composer runs is
 * taken after this long however far its warm-up got.
 */
export const WARM_UP_LIMIT_MS = 3000;

interface ReleaseWarmUpOptions {
  /** The newest release's inputs (read once per release, release-inputs.ts). */
  read: () => Promise<ReleaseInputs>;
  /** Reads what `next` changes against `live` (a new area's index and fragments); resolves when done. */
  warm: (next: ReleaseInputs, live: ReleaseInputs) => Promise<void>;
  limitMs?: number;
}

/**
 * The inputs requests are composed with. A release read while the composer runs (a discovery
 * document with a new area, released on its own site) is taken once what it changes is warm, or
 * after `limitMs` regardless, as production starts a new instance: it takes traffic only once
 * warmed. Until then every request is composed with the release before, so none waits for the
 * warm-up and a new area's first page has its content. The first release is taken at once: the
 * service warms before it listens (main.ts), as the local shell's part does.
 */
export function createReleaseWarmUp({ read, warm, limitMs = WARM_UP_LIMIT_MS }: ReleaseWarmUpOptions) {
  let live: ReleaseInputs | undefined;
  let warming: { key: string; ready: boolean } | undefined;

  function startWarming(next: ReleaseInputs, before: ReleaseInputs) {
    const entry = { key: next.key, ready: false };
    warming = entry;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((done) => {
      timer = setTimeout(done, limitMs);
      // A composer being closed is not kept open by a warm-up.
      timer.unref?.();
    });
    void Promise.race([warm(next, before).catch(() => {}), limit]).then(() => {
      clearTimeout(timer);
      entry.ready = true;
    });
  }

  return async function servedInputs(): Promise<ReleaseInputs> {
    const newest = await read();
    if (!live || newest.key === live.key) {
      live = newest;
      return newest;
    }
    if (warming?.key !== newest.key) startWarming(newest, live);
    if (!warming?.ready) return live;
    live = newest;
    return newest;
  };
}
