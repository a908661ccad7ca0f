import { localSettings, readLocalSettings } from '@codekade/platform/local-settings';
import { startStaticSite } from '@codekade/platform/static-site';
import { startLocalContact } from 'mf-contact/local-site-contact';
import type { TestProject } from 'vitest/node';
import { builtStoreOrigin, storeOrigin } from '../support/contact-store';
import { portBase } from '../support/site';
import { connectFirefox, launchFirefox } from './support/firefox';
import { startNetworkTrap } from './support/network-trap';

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxEndpoint: string;
    networkTrapOrigin: string;
  }
}

/**
 * Serves the built site and the contact part (Firestore emulator, functions, maildev) on loopback, and starts one Firefox for all test files
 * (it takes seconds to start; each file opens its own session with it). Run `pnpm build` first.
 */
export default async function setup(project: TestProject) {
  // The contact part keeps the run's messages in a folder of its own, which firefox/vitest.config.ts sets.
  if (readLocalSettings(process.env).contactStoreDir === localSettings.contactStoreDir.defaultValue)
    throw new Error("CONTACT_STORE_DIR names npm start's inbox or is not set; firefox/vitest.config.ts sets it.");
  const trap = await startNetworkTrap();
  const started: { close(): Promise<unknown> }[] = [trap];
  const stopServers = () => Promise.all(started.map((server) => server.close()));
  let endpoint: string;
  try {
    // The contact part as npm start runs it: the Firestore emulator, the functions, maildev.
    started.push(await startLocalContact());
    started.push(await startStaticSite({ portBase }));
    const browser = await launchFirefox({ trapOrigin: trap.origin, builtStoreOrigin, runStoreOrigin: storeOrigin });
    endpoint = browser.wsEndpoint();
    // Ends this session (Firefox allows one at a time); the browser stays for the test files.
    await browser.disconnect();
  } catch (error) {
    await stopServers();
    throw error;
  }
  project.provide('firefoxEndpoint', endpoint);
  project.provide('networkTrapOrigin', trap.origin);

  return async () => {
    try {
      // Closing through a session lets Puppeteer remove the temporary profile when Firefox exits.
      await (await connectFirefox(endpoint)).close();
    } finally {
      await stopServers();
    }
    // Attempts after the last test: no test is left to fail, so the run fails here.
    if (trap.attempts.length > 0) {
      console.error(`Firefox tried to reach the network beyond loopback:\n  ${trap.attempts.join('\n  ')}`);
      process.exitCode = 1;
    }
  };
}
