import { shellApp } from './apps.mjs';
import type { ContactChannel } from './layout-store';

/** The agency's own details, in one place so the agency can edit them without touching any page. */
export const siteConfig = {
  productName: 'Codekade',
  /** The site's promise in one line: the home hero's title and the share image's headline. */
  tagline: 'Innovatieve digitale oplossingen voor jouw bedrijf',
  /** What the agency is, in one sentence: the structured data's description and the plain shell document's meta. */
  description:
    'Codekade bouwt innovatieve digitale oplossingen: websites, webshops en webapplicaties op maat voor ondernemers.',
  /**
   * What the agency does, in short: the structured data's topics (`knowsAbout`, the topic) and the
   * words on the share image (the short name). A summary, not the services area's list of pages:
   * those are the services team's content (mf-services), released without the shell.
   */
  expertise: [
    { topic: 'Webontwikkeling', shortName: 'Websites' },
    { topic: 'Webshops', shortName: 'Webshops' },
    { topic: 'UI/UX design', shortName: 'Design' },
    { topic: 'SEO', shortName: 'SEO' },
    { topic: 'Onderhoud en support', shortName: 'Support' },
  ],
  /** Public address of the production site, for the sitemap and structured data (the shell's URL in the app registry). */
  siteUrl: shellApp.productionUrl,
  legalName: 'Codekade Webbureau',
  phone: {
    display: '020 894 31 57',
    href: 'tel:+31208943157',
  },
  /** Business number for the chat app (WhatsApp), international format without '+'. */
  chatNumber: '31208943157',
  email: 'hallo@codekade.nl',
  kvkNumber: '84721936',
  /** Btw-identificatienummer (VAT id), shown next to the KvK number (art. 3:15d BW). */
  vatNumber: 'NL004512387B01',
  /** The sender of the notification e-mail the site sends the agency for every contact message. */
  notificationSender: { name: 'Codekade website', address: 'website@codekade.nl' },
  address: {
    street: 'Houtmankade 42',
    postalCode: '1013 MR',
    city: 'Amsterdam',
    country: 'Nederland',
  },
  socialUrl: 'https://www.instagram.com/',
  copyrightYear: 2025,
} as const;

export const chatUrl = `https://wa.me/${siteConfig.chatNumber}`;
export const mailUrl = `mailto:${siteConfig.email}`;

/** Where each contact channel leads: the chat app, a phone call, an e-mail. */
export const contactChannelUrls: Record<ContactChannel, string> = {
  chat: chatUrl,
  phone: siteConfig.phone.href,
  email: mailUrl,
};
