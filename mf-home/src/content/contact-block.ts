import { paths } from '@codekade/shared/routes';

export const contactBlock = {
  title: 'Klaar om te beginnen?',
  description: 'Bel of mail ons gerust. We denken graag vrijblijvend met je mee over je plannen.',
  phoneLabel: 'Bel ons',
  emailLabel: 'Mail ons',
  cta: { label: 'Bezoek onze contactpagina', to: paths.contact },
} as const;
