import { afterEach, describe, expect, it } from 'vitest';
import { abandonPendingFiles } from './pending-files';

function add(tag: 'script' | 'link', url: string): HTMLElement {
  const element = document.createElement(tag);
  if (element instanceof HTMLScriptElement) element.src = url;
  if (element instanceof HTMLLinkElement) {
    element.rel = 'stylesheet';
    element.href = url;
  }
  document.head.append(element);
  return element;
}

describe('abandoning a remote’s pending files', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
  });

  it('removes the remote’s pending scripts and stylesheets and nothing else', () => {
    const entry = add('script', 'http://localhost:3004/remoteEntry.js');
    const stylesheet = add('link', 'http://localhost:3004/static/css/routes.css');
    const otherRemote = add('script', 'http://localhost:3002/remoteEntry.js');
    const shellScript = add('script', 'http://localhost:3000/static/js/index.js');
    abandonPendingFiles('http://localhost:3004/');
    expect(entry.isConnected).toBe(false);
    expect(stylesheet.isConnected).toBe(false);
    expect(otherRemote.isConnected).toBe(true);
    expect(shellScript.isConnected).toBe(true);
  });
});
