import { PageHeading } from '@codekade/shared/ui/PageHeading';

export function ContactPage() {
  return (
    <PageHeading
      title="Contact"
      description="Heb je een vraag of een idee? Bel, mail of stuur ons een bericht: we reageren binnen één werkdag."
    />
  );
}
