/**
 * The composer's view of the rollouts: every state, read in one query at most once per `maxAgeMs`
 * (about 2 s) per instance however many pages it composes, shared by the requests that wait for it.
 * A page never waits on or fails with Firestore beyond the first read: when a read fails the last
 * states are kept; a document that is not a state counts as no rollout (stable for everyone, the
 * site's root), with one warning per problem.
 */
import type { RemoteKey, RolloutState } from '@codekade/shared/rollout';
import { type RolloutsReadable, readRollouts } from './rollout-store';

export const ROLLOUT_CACHE_MS = 2000;

export interface RolloutReader {
  /** The remote's state, or null: no rollout (or none readable), so stable for everyone. */
  rollout(remote: RemoteKey): Promise<RolloutState | null>;
  /** Every readable state by remote. */
  all(): Promise<ReadonlyMap<RemoteKey, RolloutState>>;
}

export function createRolloutReader(
  db: RolloutsReadable,
  {
    maxAgeMs = ROLLOUT_CACHE_MS,
    now = Date.now,
    warn = console.warn,
  }: { maxAgeMs?: number; now?: () => number; warn?: (message: string) => void } = {},
): RolloutReader {
  let known: { at: number; states: ReadonlyMap<RemoteKey, RolloutState> } | undefined;
  let reading: Promise<ReadonlyMap<RemoteKey, RolloutState>> | undefined;
  const warned = new Map<string, string>();

  const warnOnce = (key: string, message: string) => {
    if (warned.get(key) === message) return;
    warned.set(key, message);
    warn(`[rollouts] ${message}`);
  };

  async function read(): Promise<ReadonlyMap<RemoteKey, RolloutState>> {
    const startedAt = now();
    try {
      const stored = await readRollouts(db);
      const states = new Map<RemoteKey, RolloutState>();
      for (const [remote, state] of stored) {
        if (state instanceof Error) warnOnce(remote, `${state.message} It counts as no rollout.`);
        else {
          warned.delete(remote);
          states.set(remote, state);
        }
      }
      warned.delete('read');
      known = { at: startedAt, states };
    } catch (error) {
      // Kept for another maxAgeMs too: a Firestore that does not answer is asked again only then.
      warnOnce('read', `Reading the rollouts failed; the last ones known stay in use: ${String(error)}`);
      known = { at: startedAt, states: known?.states ?? new Map() };
    }
    return known.states;
  }

  async function all(): Promise<ReadonlyMap<RemoteKey, RolloutState>> {
    if (known && now() - known.at < maxAgeMs) return known.states;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    all,
    rollout: async (remote) => (await all()).get(remote) ?? null,
  };
}
