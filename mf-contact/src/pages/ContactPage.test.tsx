import { siteConfig } from '@codekade/shared/site-config';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('has one h1, the contact details and the form', () => {
    render(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact']);

    const details = screen.getByRole('region', { name: 'Contactgegevens' });
    expect(within(details).getByRole('link', { name: siteConfig.phone.display }).getAttribute('href')).toBe(
      siteConfig.phone.href,
    );
    expect(within(details).getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(
      `mailto:${siteConfig.email}`,
    );
    const chat = within(details).getByRole('link', { name: /WhatsApp/ });
    expect(chat.getAttribute('href')).toBe(`https://wa.me/${siteConfig.chatNumber}`);
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(details.querySelector('address')?.textContent).toContain(siteConfig.address.street);

    expect(screen.getByRole('region', { name: 'Neem contact met ons op' })).toBeTruthy();
  });
});
