/**
 * Rolling back one app: an earlier Firebase Hosting version of its site is put back live with
 * `firebase hosting:clone <site>@<version> <site>:live` (the CLI's clone of a version into the live
 * channel, a new release with that version's files). Without a version, the one live before the
 * current release is found in the site's release history (Hosting REST API,
 * `GET v1beta1/sites/<site>/channels/live/releases`). The shell's composer (Cloud Run) goes back to
 * its previous revision first, so its pages name files the older Hosting version still serves.
 * Everything here builds commands and reads answers; the scripts run them.
 */

export const HOSTING_API = 'https://firebasehosting.googleapis.com/v1beta1';
/** A Hosting version id as the console and the API show it (the last part of sites/<site>/versions/<id>). */
const VERSION_ID = /^[\w-]{1,64}$/;

/** The version id of `sites/<site>/versions/<id>` or of a bare id; an Error for anything else. */
export function versionIdOf(value) {
  const id = String(value).split('/versions/').pop() ?? '';
  if (!VERSION_ID.test(id)) throw new Error(`"${String(value).slice(0, 80)}" is not a Hosting version id.`);
  return id;
}

/** The request that lists a site's live releases, newest first. */
export function releasesRequest(siteId, accessToken) {
  return {
    url: `${HOSTING_API}/sites/${encodeURIComponent(siteId)}/channels/live/releases?pageSize=25`,
    headers: { Authorization: `Bearer ${accessToken}` },
  };
}

/**
 * The version that was live before the current one, from the release history (`releases.list`'s
 * answer, hostile data): the newest release of a deploy or rollback whose version differs from the
 * current release's.
 */
export function previousVersion(answer) {
  const releases = (Array.isArray(answer?.releases) ? answer.releases : [])
    .filter((release) => typeof release?.version?.name === 'string' && release.type !== 'SITE_DISABLE')
    .sort((a, b) => String(b.releaseTime ?? '').localeCompare(String(a.releaseTime ?? '')));
  const [current, ...earlier] = releases;
  const previous = earlier.find((release) => release.version.name !== current?.version.name);
  if (!previous) throw new Error('The release history names no earlier version to roll back to.');
  return versionIdOf(previous.version.name);
}

/** `firebase hosting:clone` arguments that put `version` of `siteId` back live. */
export function cloneArguments({ project, siteId, version }) {
  return ['hosting:clone', `${siteId}@${versionIdOf(version)}`, `${siteId}:live`, '--project', project];
}

/** `gcloud` arguments that send all of the composer's traffic to `revision`. */
export function composerTrafficArguments({ serviceId, region, revision }) {
  if (!/^[a-z][\w-]{0,62}$/.test(revision)) throw new Error(`"${revision}" is not a Cloud Run revision name.`);
  return ['run', 'services', 'update-traffic', serviceId, '--region', region, `--to-revisions=${revision}=100`];
}

/** `gcloud` arguments that list the composer's revisions, newest first, one name a line. */
export function composerRevisionsArguments({ serviceId, region }) {
  return [
    'run',
    'revisions',
    'list',
    '--service',
    serviceId,
    '--region',
    region,
    '--sort-by=~metadata.creationTimestamp',
    '--format=value(metadata.name)',
  ];
}

/** The revision before the newest in `gcloud run revisions list` output. */
export function previousRevision(listing) {
  const [, previous] = listing
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!previous) throw new Error('The composer has no earlier revision to roll back to.');
  return previous;
}
