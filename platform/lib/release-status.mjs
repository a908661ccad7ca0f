/**
 * The kept files of each live app for `pnpm status`: its release ledger (release-ledger.mjs) read
 * from the live site, the window, and per earlier release how many files it keeps until when.
 * A ledger is hostile data like everything else the status reads: parsed strictly, printed escaped.
 */
import { printable } from './printable.mjs';
import { KEEP_WINDOW_MS } from './release-ledger.mjs';
import { readLiveLedger } from './release-sources.mjs';

/** Per app `{ name, baseUrl, ledger }` or `{ name, baseUrl, problem }`. */
export async function releaseStatus(appsWithBaseUrls) {
  return Promise.all(
    appsWithBaseUrls.map(async ({ name, baseUrl }) => {
      try {
        const ledger = await readLiveLedger(baseUrl);
        return ledger ? { name, baseUrl, ledger } : { name, baseUrl, problem: 'no release ledger yet' };
      } catch (error) {
        return { name, baseUrl, problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

/** The report: the window, then per app its live release and the files kept from earlier ones. */
export function formatReleaseStatus(statuses, { listFiles = false, windowMs = KEEP_WINDOW_MS } = {}) {
  const lines = [
    '',
    `Kept files of earlier releases (window ${Math.round(windowMs / 86_400_000)} days after replacement)`,
  ];
  for (const status of statuses) {
    if (!status.ledger) {
      lines.push(`  ${printable(status.name)}: ${printable(status.problem).slice(0, 160)}`);
      continue;
    }
    const [live, ...earlier] = status.ledger.releases;
    const own = new Set(live?.files ?? []);
    const kept = new Set(earlier.flatMap((release) => release.files).filter((file) => !own.has(file)));
    lines.push(
      `  ${printable(status.name)}: live release ${printable(live?.id ?? '-')} since ${printable(live?.releasedAt ?? '-')}, ` +
        `${own.size} own files, ${kept.size} kept from ${earlier.length} earlier releases`,
    );
    for (const release of earlier) {
      const until = new Date(Date.parse(release.replacedAt ?? release.releasedAt) + windowMs).toISOString();
      lines.push(`    ${printable(release.id)}: ${release.files.length} files, kept until ${until}`);
      if (listFiles) for (const file of release.files) lines.push(`      ${printable(file)}`);
    }
  }
  return lines.join('\n');
}
