import type { ComposedResponse } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import type { ReleaseInputs } from './release-inputs';
import { type PickedVersions, pickVersions } from './version-pick';

/**
 * A request's data as it passes the composer's stages: each stage takes what the one before it
 * returned and returns the next one's input, or the answer that ends the request.
 */
export interface ComposerRequest {
  /** The request's pathname. */
  path: string;
  /** Resolves relative manifest URLs. */
  origin: string;
  /** The request's query (kept by redirects; it may name versions). */
  search: string;
}

/** The request with what it is composed from: the release's inputs and the rollout states. */
export interface ReadRequest extends ComposerRequest {
  inputs: ReleaseInputs;
  states: ReadonlyMap<string, unknown>;
}

/** The request with one version picked for every remote: its page's area and what the browser loads later. */
export interface PickedRequest extends ReadRequest {
  picked: PickedVersions;
}

/** What a stage returns: the next stage's input, or the answer. */
export type StageResult<Next> = { next: Next } | { answer: ComposedResponse };

/** Reads the release's inputs and the rollout states for the request; the remotes' indexes start warming. */
export async function readRequest(parts: ComposerParts, request: ComposerRequest): Promise<ReadRequest> {
  const [inputs, states] = await Promise.all([parts.currentInputs(), parts.rolloutStates()]);
  void parts.warmRemotes(inputs, request.origin);
  return { ...request, inputs, states };
}

/** One pick per request for every remote; `requested` holds the versions the request asks for. */
export function pickRequestVersions(
  parts: ComposerParts,
  request: ReadRequest,
  requested: ReadonlyMap<string, string>,
): PickedRequest {
  const picked = pickVersions({
    remotes: request.inputs.discovery.remotes,
    rollouts: request.states,
    draw: parts.draw,
    requested,
  });
  return { ...request, picked };
}
