import { siteConfig } from '../site-config';

/**
 * The agency's postal address as lines (name, street, postcode and city), for inside an <address>
 * that may add more lines of its own. Edited once, in the site config.
 */
export function PostalAddressLines() {
  const { legalName, address } = siteConfig;
  return (
    <>
      {legalName}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
    </>
  );
}
