/**
 * What is live: reads a shell's remotes.json and every remote's mf-manifest.json, and reports per
 * remote whether it answers and which build it serves. Everything read is hostile data: sizes are
 * capped, each request has a time limit, and the printed text escapes control characters.
 */

import { readTextWithin } from '@codekade/serving/read-within';
import { createJiti } from 'jiti';
import { printable } from './printable.mjs';

/** The manifest's one reader, the shell's own: TypeScript, loaded with jiti through @codekade/shared's exports. */
/** @type {typeof import('@codekade/shared/remote-manifest')} */
const { manifestBuildInfo } = await createJiti(import.meta.url).import('@codekade/shared/remote-manifest');

/** Each request gives up after this long, so one hanging host cannot hold the report. */
export const REQUEST_TIMEOUT_MS = 5000;
/** Larger answers are refused: a manifest is a few kilobytes. */
const MAX_RESPONSE_BYTES = 1_000_000;
/** At most this many remotes are read from one remotes.json. */
const MAX_REMOTES = 50;
/** Longer field values are cut when printed. */
const MAX_FIELD_LENGTH = 80;

/** GETs JSON from `url`: `{ value }`, or `{ problem }` saying why not. */
async function fetchJson(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return { problem: `HTTP ${response.status}` };
    }
    return { value: JSON.parse(await readTextWithin(response, MAX_RESPONSE_BYTES, url)) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { problem: `no answer within ${timeoutMs} ms` };
    }
    if (error instanceof SyntaxError) return { problem: 'not JSON' };
    return { problem: error instanceof Error ? (error.cause?.code ?? error.message) : String(error) };
  }
}

function isHttpUrl(value) {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const fieldOf = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

async function remoteStatus(name, url, timeoutMs) {
  if (!isHttpUrl(url)) return { name, url: String(url), reachable: false, problem: 'not an http(s) URL' };
  const manifest = await fetchJson(url, timeoutMs);
  if ('problem' in manifest) return { name, url, reachable: false, problem: manifest.problem };
  const buildInfo = manifestBuildInfo(manifest.value);
  return {
    name,
    url,
    reachable: true,
    version: fieldOf(buildInfo.version),
    // The id its pages report their measurements under (the rollouts part of `pnpm status` reads them).
    buildId: fieldOf(buildInfo.buildId),
    commit: fieldOf(buildInfo.commit),
    buildTime: fieldOf(buildInfo.buildTime),
    contractMajor: fieldOf(buildInfo.sharedContractMajor),
  };
}

/** Reads the live remotes.json of the shell at `shellUrl` and the manifest of every remote it names. */
export async function liveStatus(shellUrl, { timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const remotesUrl = new URL('remotes.json', `${shellUrl.replace(/\/+$/, '')}/`).href;
  const remotesJson = await fetchJson(remotesUrl, timeoutMs);
  if ('problem' in remotesJson) return { remotesUrl, problem: remotesJson.problem, remotes: [] };
  const config = remotesJson.value;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    return { remotesUrl, problem: 'remotes.json is not an object of remote names to manifest URLs', remotes: [] };
  }
  const entries = Object.entries(config);
  const remotes = await Promise.all(
    entries.slice(0, MAX_REMOTES).map(([name, url]) => remoteStatus(name, url, timeoutMs)),
  );
  const omitted = Math.max(0, entries.length - MAX_REMOTES);
  return { remotesUrl, remotes, ...(omitted > 0 ? { problem: `${omitted} more remotes not read` } : {}) };
}

function shown(value) {
  if (value === undefined) return '-';
  const text = printable(value);
  return text.length > MAX_FIELD_LENGTH ? `${text.slice(0, MAX_FIELD_LENGTH)}…` : text;
}

/** The report as lines of text, every value from outside escaped. */
export function formatStatus(status) {
  const header = ['remote', 'status', 'version', 'commit', 'built', 'contract', 'manifest'];
  const rows = status.remotes.map((remote) => [
    shown(remote.name),
    remote.reachable ? 'reachable' : `unreachable (${shown(remote.problem)})`,
    shown(remote.version),
    shown(remote.commit?.slice(0, 12)),
    shown(remote.buildTime),
    shown(remote.contractMajor),
    shown(remote.url),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ');
  return [
    `Live remotes of ${shown(status.remotesUrl)}`,
    ...(status.problem ? [`Problem: ${shown(status.problem)}`] : []),
    ...(rows.length > 0 ? ['', line(header), ...rows.map(line)] : []),
  ].join('\n');
}

/** True when remotes.json was read in full and every remote answered. */
export function allLive(status) {
  return !status.problem && status.remotes.length > 0 && status.remotes.every((remote) => remote.reachable);
}
