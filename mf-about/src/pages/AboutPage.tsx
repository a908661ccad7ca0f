import { PageHeading } from '@codekade/shared/ui/PageHeading';

export function AboutPage() {
  return (
    <PageHeading
      title="Over Ons"
      description="Wij zijn Codekade: een klein webbureau dat ondernemers helpt groeien met websites die werken."
    />
  );
}
