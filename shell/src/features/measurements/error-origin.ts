/**
 * The remote whose code threw, by the stack of what was thrown: the innermost frame in the code of a
 * loaded remote (each is served from its own folder: where its manifest is). Undefined when no
 * remote's code is on the stack (the shell's own, or an error the browser hid: a script of another
 * origin loaded without CORS reports only "Script error.").
 */
export function remoteOfStack(stack: string, manifestUrls: ReadonlyMap<string, string>): string | undefined {
  for (const [url] of stack.matchAll(/https?:\/\/[^\s()'"<>]+/g)) {
    for (const [remote, manifestUrl] of manifestUrls) if (url.startsWith(new URL('.', manifestUrl).href)) return remote;
  }
  return undefined;
}
