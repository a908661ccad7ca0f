import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import { PostalAddressLines } from './PostalAddress';

describe('PostalAddressLines', () => {
  it('writes name, street, and postcode with city on their own lines', () => {
    const { container } = render(
      <address>
        <PostalAddressLines />
      </address>,
    );
    const address = container.querySelector('address') as HTMLElement;
    const { legalName, address: postal } = siteConfig;
    expect(address.innerHTML.split('<br>')).toEqual([legalName, postal.street, `${postal.postalCode} ${postal.city}`]);
  });
});
