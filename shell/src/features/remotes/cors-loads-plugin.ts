import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the federation runtime asks for: the file and the attributes it would give the element. */
interface ElementRequest {
  url: string;
  attrs?: Record<string, unknown>;
}

function withAttributes<T extends HTMLScriptElement | HTMLLinkElement>(element: T, attrs: ElementRequest['attrs']): T {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (element instanceof HTMLScriptElement && (name === 'async' || name === 'defer')) element[name] = value === true;
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  // The remotes answer CORS for the shell's origin (Access-Control-Allow-Origin): no credentials needed.
  element.crossOrigin = 'anonymous';
  return element;
}

/**
 * Every remote entry, script and stylesheet the federation runtime loads is loaded with CORS
 * (`crossorigin="anonymous"`), as the remotes' own chunk loaders do (`crossOriginLoading` in
 * platform/build/federated-app.ts) and the composer's preloads of them say: a script of another
 * origin loaded without it hides every error its code throws behind the browser's bare
 * "Script error.", with no message, file or stack, so the measurements could not tell which remote
 * threw. The element is made here because the runtime applies no attributes to one a plugin made.
 */
export function corsLoadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-cors-loads',
    createScript({ url, attrs }: ElementRequest) {
      const script = withAttributes(document.createElement('script'), attrs);
      script.src = url;
      return script;
    },
    createLink({ url, attrs }: ElementRequest) {
      const link = withAttributes(document.createElement('link'), attrs);
      link.href = url;
      return link;
    },
  };
}
