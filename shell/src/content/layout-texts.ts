/**
 * Texts of the layout around every page: skip link, header, mobile menu, footer, contact widget and
 * the message when a page cannot be shown. Plain data, so the server renderer and tests read them too.
 */
import type { ContactChannel } from '@codekade/shared/layout-store';
import { siteConfig } from '@codekade/shared/site-config';

export const skipLinkText = 'Direct naar de inhoud';

export const headerText = {
  mainNavLabel: 'Hoofdmenu',
  logoLabel: `${siteConfig.productName}, naar de homepage`,
} as const;

export const mobileMenuText = {
  open: 'Menu openen',
  close: 'Menu sluiten',
  navLabel: 'Mobiel menu',
  /** Above the chat, phone and e-mail links at the foot of the open menu. */
  contactTitle: 'Liever direct contact?',
  /** Each a word of the channel's full name in the contact widget, which stays the link's name. */
  channels: { chat: 'WhatsApp', phone: 'Bel', email: 'Mail' } satisfies Record<ContactChannel, string>,
} as const;

export const footerText = {
  /** The call to contact that ends every page, above the footer's columns. */
  closing: {
    title: 'Zullen we samen iets moois bouwen?',
    text: 'Vertel ons over je plannen. We denken graag vrijblijvend met je mee.',
    cta: 'Neem contact op',
    /** On the contact page itself, which has the form: the chat instead. */
    chatCta: 'App ons via WhatsApp',
  },
  contactHeading: 'Contact',
  chatLink: 'WhatsApp',
  kvk: `KvK-nummer: ${siteConfig.kvkNumber}`,
  vat: `Btw-id: ${siteConfig.vatNumber}`,
  privacyLink: 'Privacyverklaring',
  quickLinksTitle: 'Snelle links',
  socialHeading: 'Volg ons',
  socialLink: 'Instagram',
  copyright: `© ${siteConfig.copyrightYear} ${siteConfig.legalName}. Alle rechten voorbehouden.`,
} as const;

export const contactWidgetText = {
  open: 'Contactopties openen',
  close: 'Contactopties sluiten',
  optionsLabel: 'Contactmogelijkheden',
  channels: {
    chat: 'Chat via WhatsApp',
    phone: `Bel ${siteConfig.phone.display}`,
    email: `Mail ${siteConfig.email}`,
  } satisfies Record<ContactChannel, string>,
} as const;

/** Shown instead of a page (or the whole layout) that failed to render. */
export const appErrorText = {
  title: 'Er ging iets mis',
  text: 'Deze pagina kon niet worden getoond. Laad de pagina opnieuw of ga via het menu verder.',
  actionLabel: 'Pagina opnieuw laden',
} as const;

/** Title and description of a path no area owns, until its page sets its own. */
export const fallbackPageMeta = {
  title: 'Webbureau',
  description: 'Codekade bouwt websites, webshops en webapplicaties op maat.',
} as const;
