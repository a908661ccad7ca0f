/**
 * What went wrong, as one clause for the composer's warnings: an error's message (or whatever was
 * thrown) without its closing full stop, so every warning reads "<where>: <problem>; <what now>."
 */
export function problemText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}
