import { siteConfig } from '@codekade/shared/site-config';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contactFormText } from '../content/contact-form';
import { contactInfoText, contactPageText } from '../content/contact-page';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('has one h1, the contact details and the form', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      contactPageText.title,
    ]);

    const details = screen.getByRole('region', { name: contactInfoText.heading });
    expect(within(details).getByRole('link', { name: siteConfig.phone.display }).getAttribute('href')).toBe(
      siteConfig.phone.href,
    );
    expect(within(details).getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(
      `mailto:${siteConfig.email}`,
    );
    const chat = within(details).getByRole('link', { name: new RegExp(contactInfoText.chatLabel) });
    expect(chat.getAttribute('href')).toBe(`https://wa.me/${siteConfig.chatNumber}`);
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(details.querySelector('address')?.textContent).toContain(siteConfig.address.street);

    expect(screen.getByRole('region', { name: contactFormText.heading })).toBeTruthy();
  });
});
