import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceDetail } from '../content/service-detail';
import { findService } from '../content/services';
import { ServiceDetailPage } from './ServiceDetailPage';

// The text's load, one for every caller as the real one is, held by the test: it decides when the chunk "arrives".
const { load, arrive } = vi.hoisted(() => {
  let settle: (detail: ServiceDetail) => void = () => undefined;
  const pending = new Promise<ServiceDetail>((resolve) => {
    settle = resolve;
  });
  return { load: pending, arrive: (detail: ServiceDetail) => settle(detail) };
});
vi.mock('../content/service-detail-loads', () => ({ loadServiceDetail: vi.fn(() => load) }));

const seoText: ServiceDetail = {
  name: 'seo',
  description: 'Beschrijving',
  picture: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  heroLead: 'Inleiding van de pagina',
  intro: { title: 'Intro', paragraphs: ['Alinea'] },
  cardsTitle: 'Kaarten',
  cards: [],
  callToAction: { title: 'Contact', text: 'Neem contact op' },
};

describe("ServiceDetailPage while its service's text loads", () => {
  it('shows the page once its text has arrived, never the page without it', async () => {
    // In the shell's Suspense boundary of the area, as on the site; an awaited act, so React's retry
    // once the text arrives runs in the test's next act (a synchronous one would lose it).
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/diensten/seo']}>
          <Suspense fallback={<p>wacht</p>}>
            <Routes>
              <Route path="/diensten/:serviceName" element={<ServiceDetailPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
    });
    // Suspended: no half page (a heading without its lead), so a hydrating page keeps the server's HTML.
    expect(screen.getByText('wacht')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    // The chunk arrives; React's retry runs inside act, which then has rendered it.
    await act(async () => {
      arrive(seoText);
      await load;
    });
    expect(screen.getByRole('heading', { level: 1, name: findService('seo')?.title })).toBeTruthy();
    expect(screen.getByText(seoText.heroLead)).toBeTruthy();
  });

  it("shows Service Not Found for an unknown name without loading any service's text", async () => {
    const { loadServiceDetail } = await import('../content/service-detail-loads');
    vi.mocked(loadServiceDetail).mockClear();
    render(
      <MemoryRouter initialEntries={['/diensten/blockchain']}>
        <Routes>
          <Route path="/diensten/:serviceName" element={<ServiceDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeTruthy();
    expect(loadServiceDetail).not.toHaveBeenCalled();
  });
});
