import { LOCAL_PROJECT_ID } from '@codekade/platform/firebase-projects';
import { readVersionFigures } from '@codekade/serving/measurements/version-figures';
import type { Beacon } from '@codekade/shared/measurement-beacon';
import { BEACON_PATH } from '@codekade/shared/measurements';
import type { Page, Request } from '@playwright/test';
import { createFirestoreRest } from 'shell/firestore-rest';
import { storeOrigin } from './contact-store';
import { type RemoteUnderTest, remotePorts } from './site';

/** The build a remote serves now: the version its pages' beacons name. */
export async function liveVersionOf(remote: RemoteUnderTest): Promise<string> {
  const manifest = await (await fetch(`http://localhost:${remotePorts[remote]}/mf-manifest.json`)).json();
  return (manifest as { metaData: { buildInfo: { buildId: string } } }).metaData.buildInfo.buildId;
}

// The emulator is shared by the run's servers and tests on a busy machine: a read may take a while.
const store = createFirestoreRest({
  projectId: LOCAL_PROJECT_ID,
  emulatorHost: new URL(storeOrigin).host,
  timeoutMs: 30_000,
});

let storeUp: Promise<void> | undefined;
/** The site answers before its contact part's emulator (a JVM) has started: the first read waits for it. */
function storeAnswers(): Promise<void> {
  storeUp ??= (async () => {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(storeOrigin).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`The run's Firestore emulator at ${storeOrigin} does not answer.`);
      await new Promise((done) => setTimeout(done, 500));
    }
  })();
  return storeUp;
}

/** What the run's composer stored for a remote's version in the last hour, read as the gate reads it. */
export async function storedFigures(remote: RemoteUnderTest, version: string) {
  await storeAnswers();
  return readVersionFigures(store, { remote, version, since: new Date(Date.now() - 3_600_000) });
}

export interface SentBeacon {
  url: string;
  beacon: Beacon;
}

/** Every measurement beacon the page sends from now on, as it was sent. */
export function collectBeacons(page: Page): SentBeacon[] {
  const sent: SentBeacon[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== BEACON_PATH) return;
    sent.push({ url: request.url(), beacon: JSON.parse(request.postData() ?? '{}') as Beacon });
  });
  return sent;
}
