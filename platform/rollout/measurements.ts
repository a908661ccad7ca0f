/**
 * The gate's one link to the measurements store: `readVersionFigures(db, { remote, version, since,
 * until })`, the reader issue 31's contract gives the measurements part (which aggregates the
 * beacons into Firestore). Every entry point of the gate (the scheduled function, npm start's gate)
 * reads figures through this module alone.
 *
 * This branch does not hold the measurements part: until the two are in one tree, this reader
 * answers every read with the error below, and the gate decides nothing (it logs why, once per
 * pass). Integration replaces the body with the measurements store's own function.
 */
import type { VersionFigures } from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';

export interface FiguresWindow {
  remote: string;
  version: string;
  since: Date;
  until?: Date;
}

export type ReadVersionFigures = (db: Firestore, window: FiguresWindow) => Promise<VersionFigures>;

export const readVersionFigures: ReadVersionFigures = async (_db, { remote, version }) => {
  throw new Error(`No measurements store in this build: no figures for ${remote} ${version}.`);
};
