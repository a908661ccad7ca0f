/**
 * A map that keeps at most `limit` entries, dropping the least recently used: rendered shells and
 * composed pages are kept per path, and a flood of unknown paths must not grow memory without bound.
 */
export function createRecentCache<T>(limit: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
