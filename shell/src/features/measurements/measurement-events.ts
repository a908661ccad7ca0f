/**
 * What the page reports before and while the measuring code runs: remote loads, recoveries and errors
 * told by the remotes feature, uncaught errors, and where each loaded remote's code lives. Held in a
 * short queue until the reporter (loaded at the first of them at the latest) takes them, then handed on at once.
 * Small on purpose: it is part of the app's start.
 */
export type MeasurementEvent =
  | {
      kind: 'loadFailures' | 'recoveries' | 'errors' | 'integrityFailures';
      remote: string;
      version: string | undefined;
    }
  /** An uncaught error or rejection: its stack (and file), to find the remote whose code threw it. */
  | { kind: 'uncaught'; stack: string };

/** Events beyond this many before the reporter starts are not kept (a page throwing in a loop). */
const MAX_QUEUED = 64;

const queued: MeasurementEvent[] = [];
let deliver: ((event: MeasurementEvent) => void) | undefined;
let onFirst: (() => void) | undefined;
/** Remote name to the URL its manifest was first loaded from on this page: its code lives beside it. */
export const remoteManifestUrls = new Map<string, string>();
/**
 * Remote name to the manifest the page first loaded (its build is the page's version of the remote;
 * a later move to a newer release does not change it). Read when a beacon is written, not here: the
 * manifest reader is shared code this start-up part must not wait for.
 */
export const firstManifests = new Map<string, unknown>();
/** Errors the federation runtime reported as failed loads: counted as load failures, not again as errors. */
export const loadErrors = new WeakSet<object>();

export function noteEvent(event: MeasurementEvent): void {
  if (deliver) deliver(event);
  else if (queued.length < MAX_QUEUED) queued.push(event);
  onFirst?.();
  onFirst = undefined;
}

/** Calls `wake` (once) at the first event noted, so the reporter that takes the events is loaded. */
export function onFirstEvent(wake: () => void): void {
  if (queued.length > 0) wake();
  else onFirst = wake;
}

/** Hands every queued event, and every later one, to `onEvent` (the reporter, once). */
export function takeEvents(onEvent: (event: MeasurementEvent) => void): void {
  deliver = onEvent;
  for (const event of queued.splice(0)) onEvent(event);
}

/**
 * A remote's code failed to load, or failed and recovered (the page moved to its live release: a
 * recovery counts as a load failure too). `version` is the build that failed; undefined means the
 * version this page uses.
 */
export function reportRemoteLoad(remote: string, version: string | undefined, outcome: 'failure' | 'recovery'): void {
  noteEvent({ kind: 'loadFailures', remote, version });
  if (outcome === 'recovery') noteEvent({ kind: 'recoveries', remote, version });
}

/**
 * A file of a remote was not the file its build pinned, so it never ran (issue 48): a measurement of its
 * own, so the gate can abort a candidate whose files do not match. `version` as for a load.
 */
export function reportIntegrityFailure(remote: string, version: string | undefined): void {
  noteEvent({ kind: 'integrityFailures', remote, version });
}

/**
 * A remote's code threw (caught by its area's error boundary, so no uncaught error tells of it).
 * An error that is a failed load the runtime reported already is not counted again.
 */
export function reportError(remote: string, version?: string, error?: unknown): void {
  // A WeakSet answers false for anything that is not an object.
  if (loadErrors.has(error as object)) return;
  noteEvent({ kind: 'errors', remote, version });
}
