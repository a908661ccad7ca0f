/**
 * Skew protection for Firebase Hosting, which publishes one complete folder per release: each release
 * carries the hashed files (static/) of the releases it replaced, for KEEP_WINDOW_DAYS after they were
 * replaced, so a page opened before a release still finds its chunks. The release ledger
 * (release-ledger.json, published at the root of every release) lists per release its hashed files
 * and when it went live and was replaced; the next deploy reads it back from the live site. One
 * function, `prepareRelease`, does this for `pnpm deploy:*` and for the local hosting alike.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const RELEASE_LEDGER_FILE = 'release-ledger.json';
export const KEEP_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_WINDOW_MS = KEEP_WINDOW_DAYS * DAY_MS;
/** A ledger names at most this many releases and files: a larger one is not ours. */
const MAX_RELEASES = 500;
const MAX_FILES_PER_RELEASE = 5000;
/** Only hashed files are carried, and only paths that cannot leave the release folder. */
const CARRIED_PATH = /^static\/(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*$/;

/**
 * @typedef {{ id: string, releasedAt: string, replacedAt?: string, files: string[] }} LedgerRelease
 * @typedef {{ windowDays: number, releases: LedgerRelease[] }} ReleaseLedger
 */

/** The hashed files of a build folder (everything under static/), as posix paths relative to it. */
export function hashedFilesOf(dir) {
  const staticDir = join(dir, 'static');
  if (!existsSync(staticDir)) return [];
  return readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => CARRIED_PATH.test(path))
    .sort();
}

const isTime = (value) => typeof value === 'string' && Number.isFinite(Date.parse(value));

/**
 * A ledger read from a live site is hostile data: anything that is not a list of releases with valid
 * times and safe static/ paths is refused with an English reason, so a deploy never copies a path it
 * should not.
 * @returns {ReleaseLedger}
 */
export function parseLedger(json) {
  const releases = /** @type {{ releases?: unknown } | undefined} */ (json)?.releases;
  if (!Array.isArray(releases) || releases.length > MAX_RELEASES) {
    throw new Error(`${RELEASE_LEDGER_FILE} has no list of releases (or more than ${MAX_RELEASES}).`);
  }
  return {
    windowDays: KEEP_WINDOW_DAYS,
    releases: releases.map((release, index) => {
      const { id, releasedAt, replacedAt, files } = release ?? {};
      const where = `${RELEASE_LEDGER_FILE}, release ${index}`;
      if (typeof id !== 'string' || id.length > 100) throw new Error(`${where}: no id.`);
      if (!isTime(releasedAt)) throw new Error(`${where}: releasedAt is not a time.`);
      if (replacedAt !== undefined && !isTime(replacedAt)) throw new Error(`${where}: replacedAt is not a time.`);
      if (!Array.isArray(files) || files.length > MAX_FILES_PER_RELEASE) throw new Error(`${where}: no file list.`);
      for (const file of files) {
        if (typeof file !== 'string' || !CARRIED_PATH.test(file) || file.split('/').includes('..')) {
          throw new Error(`${where}: "${String(file).slice(0, 80)}" is not a hashed file under static/.`);
        }
      }
      return { id, releasedAt, ...(replacedAt ? { replacedAt } : {}), files: [...files] };
    }),
  };
}

/**
 * What the next release publishes: its own files, plus the files of earlier releases replaced less
 * than `windowMs` ago (the live release is replaced now). Pure, so the window is unit-tested.
 * @param {{ files: string[], liveLedger: ReleaseLedger | undefined, now: Date, releaseId: string, windowMs?: number }} options
 * @returns {{ ledger: ReleaseLedger, carried: string[], dropped: LedgerRelease[] }}
 */
export function planRelease({ files, liveLedger, now, releaseId, windowMs = KEEP_WINDOW_MS }) {
  const nowIso = now.toISOString();
  const earlier = (liveLedger?.releases ?? []).map((release) =>
    release.replacedAt ? release : { ...release, replacedAt: nowIso },
  );
  const isYoung = (release) => now.getTime() - Date.parse(release.replacedAt) < windowMs;
  const kept = earlier.filter(isYoung);
  const own = new Set(files);
  const carried = [...new Set(kept.flatMap((release) => release.files))].filter((file) => !own.has(file)).sort();
  return {
    ledger: {
      windowDays: Math.round(windowMs / DAY_MS),
      releases: [{ id: releaseId, releasedAt: nowIso, files: [...files] }, ...kept],
    },
    carried,
    dropped: earlier.filter((release) => !isYoung(release)),
  };
}

/**
 * Turns a build folder into the next release of a live site, in place: copies the still-young files of
 * the live release(s) into it (read with `readLiveFile`, from the live site or the local hosting's
 * folder) and writes the new ledger. A listed file the live site no longer has is left out of the new
 * ledger with a warning instead of failing the release.
 * @param {{ releaseDir: string, liveLedger: ReleaseLedger | undefined, readLiveFile: (path: string) => Promise<Uint8Array | undefined>, now?: Date, releaseId?: string, windowMs?: number, log?: (line: string) => void }} options
 */
export async function prepareRelease({
  releaseDir,
  liveLedger,
  readLiveFile,
  now = new Date(),
  releaseId = `${now.toISOString()}-${randomUUID().slice(0, 8)}`,
  windowMs = KEEP_WINDOW_MS,
  log = console.log,
}) {
  const plan = planRelease({ files: hashedFilesOf(releaseDir), liveLedger, now, releaseId, windowMs });
  const missing = new Set();
  for (const file of plan.carried) {
    const content = await readLiveFile(file);
    if (content === undefined) {
      missing.add(file);
      continue;
    }
    mkdirSync(dirname(join(releaseDir, file)), { recursive: true });
    writeFileSync(join(releaseDir, file), content);
  }
  if (missing.size > 0)
    log(`! ${missing.size} kept files are no longer live and are left out: ${[...missing].join(', ')}`);
  const ledger = {
    ...plan.ledger,
    releases: plan.ledger.releases.map((release, index) =>
      index === 0 ? release : { ...release, files: release.files.filter((file) => !missing.has(file)) },
    ),
  };
  writeFileSync(join(releaseDir, RELEASE_LEDGER_FILE), `${JSON.stringify(ledger, null, 2)}\n`);
  const carried = plan.carried.filter((file) => !missing.has(file));
  log(
    `Release ${releaseId}: ${ledger.releases[0].files.length} own files, ${carried.length} kept from ` +
      `${ledger.releases.length - 1} earlier releases (window ${ledger.windowDays} days), ` +
      `${plan.dropped.length} releases older than the window dropped.`,
  );
  return { ledger, carried, dropped: plan.dropped };
}
