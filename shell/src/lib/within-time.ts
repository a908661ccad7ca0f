/**
 * The one timeout of the shell, browser and composer alike: settles like `work`, or rejects with
 * `problem()` once `ms` have passed. The timer ends with the work, so nothing lingers after it.
 */
export function withinTime<T>(work: Promise<T>, ms: number, problem: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(problem()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
