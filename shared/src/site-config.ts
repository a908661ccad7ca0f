import { shellApp } from './apps.mjs';
import type { ContactChannel } from './layout-store';

/** The agency's own details, in one place so the agency can edit them without touching any page. */
export const siteConfig = {
  productName: 'Codekade',
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
