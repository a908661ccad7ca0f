import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The band as the composer serves it: a section with a link of the site and one to another site. */
const BAND =
  '<section aria-labelledby="recent"><h2 id="recent">Recent werk</h2>' +
  '<a href="/projecten/websites/1">Bakkerij</a> <a href="https://klant.example/" target="_blank">Klant</a></section>';
const CSS = '@scope ([data-fragment-slot="recent-work"]){h2{color:green}}';

// Each test starts with a fresh page: the slot's module state lives as long as the page.
async function freshModules() {
  vi.resetModules();
  const { FragmentSlot } = await import('./FragmentSlot');
  const { provideSlotSource, SLOT_WAIT_MS } = await import('@codekade/shared/fragment-slots');
  return { FragmentSlot, provideSlotSource, SLOT_WAIT_MS };
}

/** The home page with the slot, and a project page its link leads to. */
function site(slot: ReactNode, path = '/') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>laden</p>}>
        <Routes>
          <Route path="/" element={<main>{slot}</main>} />
          <Route path="/projecten/websites/1" element={<h1>Project</h1>} />
        </Routes>
      </Suspense>
    </MemoryRouter>
  );
}

/** Renders in an awaited act: React 19 retries a render that suspended inside act only when act is awaited. */
async function show(element: ReactNode) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(element);
  });
  return rendered as ReturnType<typeof render>;
}

/** The page as the server sent it: the router renders no element, so the HTML is the page's own. */
const hydrated = (slot: ReactNode) => (
  <MemoryRouter>
    <main>{slot}</main>
  </MemoryRouter>
);

const roots: Root[] = [];

async function hydrate(container: Element, slot: ReactNode) {
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, hydrated(slot), { onRecoverableError: recoverable }));
  });
  return recoverable;
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.useRealTimers();
});

describe('FragmentSlot', () => {
  it('hydrates the HTML the composer put into the page without touching it', async () => {
    const { FragmentSlot } = await freshModules();
    document.head.innerHTML = `<style data-fragment-slot-style="recent-work">${CSS}</style>`;
    const container = document.createElement('div');
    container.innerHTML = `<main><div data-fragment-slot="recent-work">${BAND}</div></main>`;
    document.body.append(container);
    const serverSection = container.querySelector('section');

    const recoverable = await hydrate(container, <FragmentSlot name="recent-work" />);

    expect(recoverable).not.toHaveBeenCalled();
    // The very elements the server sent, not a copy rendered in their place.
    expect(container.querySelector('section')).toBe(serverSection);
    expect(container.querySelector('[data-fragment-slot="recent-work"]')?.innerHTML).toBe(BAND);
  });

  it('hydrates a slot the composer left empty as empty, and shows nothing in its place', async () => {
    const { FragmentSlot } = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = '<main><div data-fragment-slot="recent-work"></div></main>';
    document.body.append(container);
    const recoverable = await hydrate(container, <FragmentSlot name="recent-work" />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-fragment-slot]')?.childNodes).toHaveLength(0);
  });

  it('rendered in the browser, waits for the content and then shows it whole, its CSS in the head', async () => {
    const { FragmentSlot, provideSlotSource } = await freshModules();
    let answer: (value: unknown) => void = () => undefined;
    provideSlotSource(() => new Promise((resolve) => (answer = resolve)));
    await show(site(<FragmentSlot name="recent-work" />));
    // The page waits as a whole: nothing of it shows with a hole that would fill in later.
    expect(screen.getByText('laden')).toBeTruthy();
    await act(async () => answer({ html: BAND, css: CSS }));
    expect(screen.getByRole('heading', { name: 'Recent werk' })).toBeTruthy();
    expect(document.querySelector('[data-fragment-slot="recent-work"] section')).toBeTruthy();
    expect(document.head.querySelector('style[data-fragment-slot-style="recent-work"]')?.textContent).toBe(CSS);
  });

  it('shows the content at once on a later visit, without asking again', async () => {
    const { FragmentSlot, provideSlotSource } = await freshModules();
    const source = vi.fn(async () => ({ html: BAND, css: CSS }));
    provideSlotSource(source);
    const first = await show(site(<FragmentSlot name="recent-work" />));
    expect(await screen.findByRole('heading', { name: 'Recent werk' })).toBeTruthy();
    first.unmount();
    await show(site(<FragmentSlot name="recent-work" />));
    expect(screen.queryByText('laden')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recent werk' })).toBeTruthy();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('down'))],
    ['answers something else', async () => ({ html: 5 })],
    ['answers nothing', async () => undefined],
  ])('shows nothing, never an error, when its source %s', async (_, answer) => {
    const { FragmentSlot, provideSlotSource } = await freshModules();
    provideSlotSource(answer);
    await show(site(<FragmentSlot name="recent-work" />));
    await act(async () => undefined);
    expect(screen.queryByText('laden')).toBeNull();
    expect(document.querySelector('main')?.innerHTML).toBe('');
  });

  it('shows nothing when its content is later than SLOT_WAIT_MS, and the content it brings serves the next visit', async () => {
    vi.useFakeTimers();
    const { FragmentSlot, provideSlotSource, SLOT_WAIT_MS } = await freshModules();
    let answer: (value: unknown) => void = () => undefined;
    provideSlotSource(() => new Promise((resolve) => (answer = resolve)));
    const first = await show(site(<FragmentSlot name="recent-work" />));
    expect(screen.getByText('laden')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(SLOT_WAIT_MS));
    expect(screen.queryByText('laden')).toBeNull();
    expect(document.querySelector('main')?.innerHTML).toBe('');

    await act(async () => answer({ html: BAND, css: CSS }));
    // Nothing moves on the page shown: the late content waits for the next visit.
    expect(document.querySelector('main')?.innerHTML).toBe('');
    first.unmount();
    await show(site(<FragmentSlot name="recent-work" />));
    expect(screen.getByRole('heading', { name: 'Recent werk' })).toBeTruthy();
  });

  it('shows nothing without a source (a remote on its own)', async () => {
    const { FragmentSlot } = await freshModules();
    await show(site(<FragmentSlot name="recent-work" />));
    await act(async () => undefined);
    expect(document.querySelector('main')?.innerHTML).toBe('');
  });

  it("follows a link of the site in the app, and leaves another site's link and a modified click to the browser", async () => {
    const { FragmentSlot, provideSlotSource } = await freshModules();
    provideSlotSource(async () => ({ html: BAND, css: CSS }));
    await show(site(<FragmentSlot name="recent-work" />));
    const external = await screen.findByRole('link', { name: 'Klant' });
    expect(fireEvent.click(external)).toBe(true);
    const own = screen.getByRole('link', { name: 'Bakkerij' });
    expect(fireEvent.click(own, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(own)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Project' })).toBeTruthy();
  });
});
