import { siteConfig } from '@codekade/shared/site-config';

/** schema.org description of the agency, in Dutch, for search engines (written into index.html at build). */
export function organizationJsonLd(): string {
  const { address } = siteConfig;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: siteConfig.legalName,
    alternateName: siteConfig.productName,
    description: siteConfig.description,
    url: siteConfig.siteUrl,
    logo: `${siteConfig.siteUrl}/favicon.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone.href.replace('tel:', ''),
    inLanguage: 'nl',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'NL',
    },
    identifier: { '@type': 'PropertyValue', propertyID: 'KvK-nummer', value: siteConfig.kvkNumber },
    sameAs: [siteConfig.socialUrl],
    areaServed: 'NL',
    knowsAbout: siteConfig.expertise.map((entry) => entry.topic),
  });
}
