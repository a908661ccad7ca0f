/**
 * Whether a newer release of the shell is live than the one running in this page. The shell's release
 * ledger (release-ledger.json, published with every Hosting release, see platform/lib/release-ledger.mjs)
 * lists the live release's own files first; when the entry script this page runs is not among them, a
 * shell release happened since the page loaded, and the next navigation loads the new shell in full.
 * A click waits for a read under way only when the page has no recent answer: a tap after the idle
 * read goes on at once, and the read it started decides the navigation after it.
 */

const LEDGER_URL = '/release-ledger.json';
/** Link hovers come in bursts; one read of the ledger answers them all for a while. */
const RECHECK_AFTER_MS = 10_000;
/** A click within this time of the last answer goes on without waiting for the next read. */
const ANSWER_HOLDS_MS = 5 * 60_000;
const ENTRY_SCRIPT = /^\/(static\/js\/index\.[\w-]+\.js)$/;

let newerShellLive = false;
let pending: Promise<boolean> | undefined;
let checkedAt = Number.NEGATIVE_INFINITY;
let answeredAt = Number.NEGATIVE_INFINITY;

/** The path of the shell's entry script this page runs (`static/js/index.<hash>.js`), if it has one. */
function runningEntry(): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    const url = new URL(script.src, window.location.href);
    const match = url.origin === window.location.origin ? ENTRY_SCRIPT.exec(url.pathname) : null;
    if (match) return match[1];
  }
  return undefined;
}

/** The live release's own files from a ledger read from the network (hostile data: anything odd is "unknown"). */
function liveFilesOf(ledger: unknown): unknown[] | undefined {
  const live = (ledger as { releases?: { files?: unknown }[] } | undefined)?.releases?.[0]?.files;
  return Array.isArray(live) ? live : undefined;
}

async function readLedger(): Promise<boolean> {
  const entry = runningEntry();
  if (!entry) return false;
  const response = await fetch(LEDGER_URL, { cache: 'no-cache' });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return false;
  const liveFiles = liveFilesOf(await response.json());
  if (!liveFiles || liveFiles.includes(entry)) return false;
  console.info('[shell] A newer release of the shell is live; the next navigation loads it in full.');
  return true;
}

/** True when a newer shell is known to be live. */
export function isNewerShellLive(): boolean {
  return newerShellLive;
}

/**
 * The check under way that a click must wait for: none while the last answer is recent (a read of
 * the ledger costs a phone a round trip, on every tap).
 */
export function shellCheckToWaitFor(): Promise<boolean> | undefined {
  return Date.now() - answeredAt < ANSWER_HOLDS_MS ? undefined : pending;
}

/**
 * Reads the ledger (at most once per RECHECK_AFTER_MS unless `now`, e.g. after a shell file did not
 * load). A network failure means "not known", never "stale".
 */
export function checkShellRelease({ now = false } = {}): Promise<boolean> {
  if (newerShellLive) return Promise.resolve(true);
  if (pending) return pending;
  if (!now && Date.now() - checkedAt < RECHECK_AFTER_MS) return Promise.resolve(false);
  checkedAt = Date.now();
  pending = readLedger()
    .then((newer) => {
      answeredAt = Date.now();
      return newer;
    })
    .catch(() => false)
    .then((newer) => {
      newerShellLive = newer;
      pending = undefined;
      return newer;
    });
  return pending;
}
