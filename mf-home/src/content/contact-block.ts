import { paths } from '@codekade/shared/routes';
import type { IconName } from '@codekade/shared/ui/Icon';

export interface ContactBlockChannel {
  channel: 'phone' | 'email';
  icon: IconName;
  label: string;
}

export const contactBlock = {
  title: 'Klaar om te beginnen?',
  description: 'Bel of mail ons gerust. We denken graag vrijblijvend met je mee over je plannen.',
  /** The number and address themselves come from the site config. */
  channels: [
    { channel: 'phone', icon: 'phone', label: 'Bel ons' },
    { channel: 'email', icon: 'mail', label: 'Mail ons' },
  ] satisfies readonly ContactBlockChannel[],
  cta: { label: 'Bezoek onze contactpagina', to: paths.contact },
} as const;
