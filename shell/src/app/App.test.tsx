import { productionDiscovery } from '@codekade/platform/discovery-document';
import { navLabels } from '@codekade/platform/site-menus';
import { DISCOVERY_PATH } from '@codekade/shared/discovery';
import { siteConfig } from '@codekade/shared/site-config';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appErrorText, footerText } from '../content/layout-texts';
import { blockSiteStorage } from '../lib/block-storage.test-helper';
import { loadPageAreas } from '../lib/site-areas';
import { App } from './App';

const pageFails = vi.hoisted(() => ({ now: false }));

vi.mock('@codekade/shared/ui/NotFoundPage', async (importOriginal) => {
  const original = await importOriginal<typeof import('@codekade/shared/ui/NotFoundPage')>();
  return {
    NotFoundPage: (props: Parameters<typeof original.NotFoundPage>[0]) => {
      if (pageFails.now) throw new Error('page exploded');
      return <original.NotFoundPage {...props} />;
    },
  };
});

describe('the shell never leaves a blank page', () => {
  beforeEach(async () => {
    window.history.replaceState(null, '', '/bestaat-niet');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      // The site's areas arrive (the app renders after them, app-start.tsx); nothing else does.
      vi.fn(async (url: unknown) =>
        String(url) === DISCOVERY_PATH
          ? Response.json(productionDiscovery())
          : new Response('offline', { status: 503 }),
      ),
    );
    await loadPageAreas();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  afterEach(() => {
    pageFails.now = false;
    vi.unstubAllGlobals();
  });

  it('keeps header and footer and says so in Dutch when the page content throws', () => {
    pageFails.now = true;
    render(<App />);
    expect(screen.getByRole('banner').textContent).toContain(navLabels.services);
    expect(screen.getByRole('contentinfo').textContent).toContain(footerText.quickLinksTitle);
    expect(screen.getByRole('alert').textContent).toContain(appErrorText.title);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[shell] The page content failed to render'),
      expect.any(Error),
    );
  });

  it('renders the page when the browser blocks site data', async () => {
    blockSiteStorage();
    render(<App />);
    expect(screen.getByRole('banner').textContent).toContain(navLabels.services);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows a plain header, footer and the Dutch message when the layout itself throws', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<App />);
    expect(screen.getByRole('banner').textContent).toContain(siteConfig.legalName);
    expect(screen.getByRole('contentinfo').textContent).toContain(footerText.copyright);
    expect(screen.getByRole('alert').textContent).toContain(appErrorText.title);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('The page layout failed'),
      expect.any(TypeError),
    );
  });
});
