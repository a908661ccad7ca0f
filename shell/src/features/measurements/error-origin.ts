/** Script addresses in a stack, first (innermost) first, without their line and column. */
function scriptUrls(stack: string): string[] {
  return [...stack.matchAll(/\bhttps?:\/\/[^\s()'"<>]+/g)].map(([url]) => url.replace(/(?::\d+){1,2}$/, ''));
}

/**
 * The remote whose code threw, by the stack of what was thrown: the innermost frame in the code of a
 * loaded remote (each is served from its own folder: where its manifest is). Undefined when no
 * remote's code is on the stack (the shell's own, or an error the browser hid: a script of another
 * origin loaded without CORS reports only "Script error.").
 */
export function remoteOfStack(stack: string, manifestUrls: ReadonlyMap<string, string>): string | undefined {
  const folders = [...manifestUrls].map(([remote, manifestUrl]) => [remote, new URL('.', manifestUrl).href] as const);
  for (const url of scriptUrls(stack)) {
    const owner = folders.find(([, folder]) => url.startsWith(folder));
    if (owner) return owner[0];
  }
  return undefined;
}
