/**
 * The gate's one link to the measurements store: `readVersionFigures(db, { remote, version, since,
 * until })`, the reader issue 31's contract gives the measurements part. The composer aggregates the
 * pages' beacons into Firestore (shell/server/measurements); `../measurements/version-figures.ts`
 * reads them back, with the Admin SDK's Firestore here. Every entry point of the gate (the scheduled
 * function, npm start's gate) reads figures through this module alone.
 */
import type { VersionFigures } from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';
import { readVersionFigures as readStoredFigures } from '../measurements/version-figures';

export interface FiguresWindow {
  remote: string;
  version: string;
  since: Date;
  until?: Date;
}

export type ReadVersionFigures = (db: Firestore, window: FiguresWindow) => Promise<VersionFigures>;

export const readVersionFigures: ReadVersionFigures = (db, window) => readStoredFigures(db, window);
