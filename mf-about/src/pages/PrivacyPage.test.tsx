import { CONTACT_MESSAGE_RETENTION_MONTHS } from '@codekade/shared/contact-retention';
import { MEASUREMENT_RETENTION_DAYS } from '@codekade/shared/measurements';
import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { privacySections, privacyTitle } from '../content/privacy';
import AboutRoutes from '../routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* Mounted as the shell mounts the area: at both of its base paths. */}
      <Routes>
        <Route path={`${paths.about}/*`} element={<AboutRoutes />} />
        <Route path={`${paths.privacy}/*`} element={<AboutRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the privacy statement', () => {
  it('is the about area’s page at /privacy, beside the company story', () => {
    renderAt(paths.privacy);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(privacyTitle);
  });

  it('leaves /over-ons the company story', () => {
    renderAt(paths.about);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(privacyTitle);
  });

  it('names every element AVG art. 13 asks for, with the company details, the retention constants and the measurements', () => {
    const { container } = renderAt(paths.privacy);
    const text = container.textContent ?? '';
    for (const required of [
      siteConfig.legalName,
      siteConfig.address.street,
      siteConfig.email,
      siteConfig.kvkNumber,
      siteConfig.vatNumber,
      'Naam',
      'Telefoonnummer',
      'gerechtvaardigd belang',
      'Google Cloud / Firebase',
      'europe-west4',
      'e-mailprovider',
      'EU-VS Data Privacy Framework',
      `${CONTACT_MESSAGE_RETENTION_MONTHS} maanden`,
      'Inzage',
      'Verwijdering',
      'Bezwaar',
      'Overdraagbaarheid',
      'Autoriteit Persoonsgegevens',
      'geen cookies',
      'App Check',
      'LCP',
      'INP',
      'CLS',
      'geen cookie',
      'IP-adres',
      `${MEASUREMENT_RETENTION_DAYS} dagen`,
      '11.7a lid 3',
    ]) {
      expect(text).toContain(required);
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(privacySections.length);
  });
});
