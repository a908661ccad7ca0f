/** The composer's own answer when it cannot read the shell build (plain text, no layout). */
export const serverErrorText = 'Serverfout';

/**
 * The composer's answer to a measurement beacon it refuses: visitors never see it (browsers send
 * beacons without showing the answer), a developer reads the reason on the second line.
 */
export const beaconRefusedText = (reason: string) => `Meting geweigerd.\nBeacon refused: ${reason}.\n`;
