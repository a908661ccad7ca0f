// @ts-check
/** Where the Google Cloud CLI's Debian package google-cloud-cli-firestore-emulator puts the emulator. */
export const FIRESTORE_EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
