/**
 * `rollouts/{remote}` in Firestore: one document per remote holding its rollout state (contract of
 * issue 31). Every read goes through `parseRolloutState`; every change runs in a transaction, so the
 * gate and a person's command never both act on one stage (the later one sees the earlier's write and
 * decides again, or is refused).
 */
import {
  isRemoteKey,
  parseRolloutState,
  type RemoteKey,
  ROLLOUTS_COLLECTION,
  type RolloutState,
} from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * What reading every rollout needs: the Admin SDK's Firestore has it, and so has any client with its
 * `collection(path).get()` shape (the composer's REST client).
 */
export interface RolloutsReadable {
  collection(path: string): { get(): Promise<{ docs: ReadonlyArray<{ id: string; data(): unknown }> }> };
}

/** A stored document as a state, or an Error saying why it is none (its id must be its remote). */
export function parseStoredRollout(id: string, data: unknown): RolloutState | Error {
  const state = parseRolloutState(data);
  if (state instanceof Error) return new Error(`${ROLLOUTS_COLLECTION}/${id}: ${state.message}`);
  if (state.remote !== id) return new Error(`${ROLLOUTS_COLLECTION}/${id}: it names the remote ${state.remote}.`);
  return state;
}

/** Every stored rollout by remote; a document that is not a state is an Error, one of no registry remote is left out. */
export async function readRollouts(db: RolloutsReadable): Promise<Map<RemoteKey, RolloutState | Error>> {
  const { docs } = await db.collection(ROLLOUTS_COLLECTION).get();
  const states = new Map<RemoteKey, RolloutState | Error>();
  for (const document of docs) {
    if (isRemoteKey(document.id)) states.set(document.id, parseStoredRollout(document.id, document.data()));
  }
  return states;
}

/** One remote's state: null when it has none yet, an Error when its document is not a state. */
export async function readRollout(db: Firestore, remote: RemoteKey): Promise<RolloutState | null | Error> {
  const snapshot = await db.collection(ROLLOUTS_COLLECTION).doc(remote).get();
  return snapshot.exists ? parseStoredRollout(remote, snapshot.data()) : null;
}

export interface RolloutChange {
  before: RolloutState | null;
  after: RolloutState | null;
  /** False when the change function left the state as it was. */
  changed: boolean;
}

/**
 * Changes one remote's state in a transaction: `change` gets the current state (null when there is
 * none) and returns the next, or undefined to leave it; what it throws (a refusal) ends the
 * transaction unwritten. A document that is not a state stops the change, unless `replaceUnreadable`
 * (a deploy to everyone, which writes a whole new state). Firestore runs `change` again when another
 * writer came first, so it must be pure.
 */
export async function changeRollout(
  db: Firestore,
  remote: RemoteKey,
  change: (current: RolloutState | null) => RolloutState | undefined,
  { replaceUnreadable = false }: { replaceUnreadable?: boolean } = {},
): Promise<RolloutChange> {
  const reference = db.collection(ROLLOUTS_COLLECTION).doc(remote);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(reference);
    const stored = snapshot.exists ? parseStoredRollout(remote, snapshot.data()) : null;
    if (stored instanceof Error && !replaceUnreadable) {
      throw new Error(`${stored.message} Fix or delete the document first.`);
    }
    const before = stored instanceof Error ? null : stored;
    const after = change(before);
    if (after === undefined || after === before) return { before, after: before, changed: false };
    // Nothing is written that the readers would refuse.
    const checked = parseStoredRollout(remote, after);
    if (checked instanceof Error) throw new Error(`Refusing to write an invalid state: ${checked.message}`);
    transaction.set(reference, checked);
    return { before, after: checked, changed: true };
  });
}
