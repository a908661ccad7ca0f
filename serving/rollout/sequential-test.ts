/**
 * An always-valid test of the difference between two rates (Johari, Koomen, Pekelis and Walsh,
 * "Always Valid Inference: Continuous Monitoring of A/B Tests", Operations Research 2022; the
 * mixture sequential probability ratio test, mSPRT). The gate looks every minute; a fixed-sample
 * test looked at that often aborts a healthy candidate far more often than its level says. The
 * mixture likelihood ratio Λ of "no difference" stays below 1/α at every look with probability at
 * least 1 − α, so its confidence sequence (every difference θ with Λ(θ) < 1/α) holds at all
 * looks at once, and the gate may act the moment it excludes a value.
 *
 * The rates are Bernoulli per page view; their difference is approximated as normal with the
 * variance of both samples (the paper's two-stream case), each rate smoothed by one success and
 * one failure ((x + 1) / (n + 2)) so that no errors on either side is no certainty. The mixing
 * distribution over θ is normal with standard deviation τ (`scale`): the test finds differences
 * of about τ fastest and every other one still, only later.
 */

export interface RateSample {
  /** Page views with the event (an error, a load failure). */
  count: number;
  /** Page views. */
  views: number;
}

export interface RateDifference {
  /** The candidate's rate minus stable's, as measured. */
  estimate: number;
  /** The confidence sequence's bounds on the true difference, valid at every look at once. */
  lower: number;
  upper: number;
  /** log Λ of "no difference" against the mixture: past log(1/α) the candidate differs. */
  logLikelihoodRatio: number;
  /** log(1/α), the threshold `logLikelihoodRatio` is compared with. */
  threshold: number;
}

const smoothed = ({ count, views }: RateSample) => (Math.min(count, views) + 1) / (views + 2);

/**
 * The always-valid confidence sequence for `candidate` rate − `stable` rate at level 1 − `alpha`,
 * with the mixture's standard deviation `scale` (both rates as fractions, 0..1).
 */
export function rateDifference(
  candidate: RateSample,
  stable: RateSample,
  { alpha, scale }: { alpha: number; scale: number },
): RateDifference {
  const threshold = Math.log(1 / alpha);
  const rate = ({ count, views }: RateSample) => (views === 0 ? 0 : Math.min(count, views) / views);
  const estimate = rate(candidate) - rate(stable);
  if (candidate.views === 0 || stable.views === 0) {
    return { estimate, lower: -1, upper: 1, logLikelihoodRatio: 0, threshold };
  }
  const variance = (sample: RateSample) => {
    const p = smoothed(sample);
    return (p * (1 - p)) / sample.views;
  };
  const v = variance(candidate) + variance(stable);
  const t = scale * scale;
  // log Λ(θ) = ½·log(v/(v+τ²)) + (estimate − θ)²·τ² / (2·v·(v+τ²)); Λ(θ) < 1/α inside the bounds.
  const logLikelihoodRatio = 0.5 * Math.log(v / (v + t)) + (estimate * estimate * t) / (2 * v * (v + t));
  const halfWidth = Math.sqrt(((v * (v + t)) / t) * (2 * threshold + Math.log((v + t) / v)));
  return {
    estimate,
    lower: Math.max(-1, estimate - halfWidth),
    upper: Math.min(1, estimate + halfWidth),
    logLikelihoodRatio,
    threshold,
  };
}
