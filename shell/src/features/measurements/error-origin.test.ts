import { describe, expect, it } from 'vitest';
import { remoteOfStack } from './error-origin';

const manifests = new Map([
  ['mf_home', 'https://codekade-home.web.app/mf-manifest.json'],
  ['mf_about', 'http://localhost:3004/mf-manifest.json'],
  ['mf_services', 'https://remotes.example/services/v/build-7/mf-manifest.json'],
]);

describe('the remote whose code threw', () => {
  it('is the innermost frame in a remote’s folder (Chromium and Firefox stacks)', () => {
    const chromium = [
      'TypeError: x is undefined',
      '    at Hero (https://codekade-home.web.app/static/js/async/412.8f3a.js:1:2045)',
      '    at renderWithHooks (https://www.codekade.nl/static/js/lib-react.1a2b.js:1:9999)',
    ].join('\n');
    expect(remoteOfStack(chromium, manifests)).toBe('mf_home');
    const firefox =
      'Tabs@http://localhost:3004/static/js/async/about.js:3:17\n@http://localhost:3000/static/js/index.js:1:1';
    expect(remoteOfStack(firefox, manifests)).toBe('mf_about');
    const shellFirst = [
      'Error: boom',
      '    at dispatch (https://www.codekade.nl/static/js/lib-react.1a2b.js:1:10)',
      '    at onClick (https://remotes.example/services/v/build-7/static/js/async/tab.js:2:3)',
    ].join('\n');
    expect(remoteOfStack(shellFirst, manifests)).toBe('mf_services');
  });

  it('is no remote for the shell’s own code, another build’s folder, a look-alike host or a hidden error', () => {
    expect(
      remoteOfStack('Error\n    at f (https://www.codekade.nl/static/js/index.js:1:1)', manifests),
    ).toBeUndefined();
    expect(remoteOfStack('at g (https://remotes.example/services/v/build-8/x.js:1:1)', manifests)).toBeUndefined();
    expect(remoteOfStack('at h (https://codekade-home.web.app.evil.example/x.js:1:1)', manifests)).toBeUndefined();
    expect(remoteOfStack('at i (http://localhost:30041/x.js:1:1)', manifests)).toBeUndefined();
    expect(remoteOfStack('\n', manifests)).toBeUndefined();
  });
});
