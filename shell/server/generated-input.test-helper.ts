import fc from 'fast-check';

/**
 * One of `usual` most of the time, one of `odd` now and then: generated input that is mostly fit,
 * so a checker's answers include acceptances, and where any part may not be.
 */
export function mostly(usual: string[], odd: string[], usualWeight = 8): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: usualWeight, arbitrary: fc.constantFrom(...usual) },
    { weight: 1, arbitrary: fc.constantFrom(...odd) },
  );
}

/** Only spares a busy machine: the property tests are bounded by their number of runs. */
export const PROPERTY_TIME_LIMIT_MS = 60_000;
