/**
 * Which metrics each page token has reported already, in this instance's memory, for as long as the
 * token lives: a metric counts at most once per served page. Tokens are kept per second they were
 * issued, so those past their lifetime are let go whole. With several instances each remembers its
 * own: a beacon the load balancer sends elsewhere is checked there afresh, so one page's metric can
 * count at most once per instance (documented in docs/measurements.md).
 */

/** Beyond this many remembered tokens no new token is taken until old ones expire: memory stays bounded. */
const MAX_REMEMBERED = 300_000;

export type TokenUse = 'taken' | 'reused' | 'full';

export interface TokenUsesOptions {
  lifetimeMs: number;
  maxRemembered?: number;
  now?: () => number;
}

export function createTokenUses({ lifetimeMs, maxRemembered = MAX_REMEMBERED, now = Date.now }: TokenUsesOptions) {
  /** Issue second → nonce → the metrics it reported. */
  const bySecond = new Map<number, Map<string, Set<string>>>();
  let remembered = 0;
  let forgotAt = Number.NEGATIVE_INFINITY;

  /** Lets go of the tokens past their lifetime, once a second at most (not per beacon). */
  function forget(): void {
    if (now() - forgotAt < 1000) return;
    forgotAt = now();
    const oldest = now() - lifetimeMs - 60_000;
    for (const [second, nonces] of bySecond) {
      if (second * 1000 >= oldest) continue;
      remembered -= nonces.size;
      bySecond.delete(second);
    }
  }

  return {
    /**
     * Marks `metrics` as reported for the token, unless one of them was already (`reused`: nothing is
     * marked) or memory is full (`full`).
     */
    take(nonce: string, issuedAt: number, metrics: readonly string[]): TokenUse {
      forget();
      const second = Math.floor(issuedAt / 1000);
      const reported = bySecond.get(second)?.get(nonce);
      if (reported) {
        if (metrics.some((metric) => reported.has(metric))) return 'reused';
        for (const metric of metrics) reported.add(metric);
        return 'taken';
      }
      if (remembered >= maxRemembered) return 'full';
      let nonces = bySecond.get(second);
      if (!nonces) {
        nonces = new Map();
        bySecond.set(second, nonces);
      }
      nonces.set(nonce, new Set(metrics));
      remembered += 1;
      return 'taken';
    },
    /** Whether any of `metrics` was reported for the token already. */
    reported(nonce: string, issuedAt: number, metrics: readonly string[]): boolean {
      const reported = bySecond.get(Math.floor(issuedAt / 1000))?.get(nonce);
      return reported !== undefined && metrics.some((metric) => reported.has(metric));
    },
    get size() {
      return remembered;
    },
  };
}

export type TokenUses = ReturnType<typeof createTokenUses>;
