import { PageHeading } from '@codekade/shared/ui/PageHeading';

export function ServicesOverviewPage() {
  return (
    <PageHeading
      title="Onze diensten"
      description="Van eerste idee tot lancering en onderhoud: wij bouwen digitale oplossingen die jouw bedrijf laten groeien."
    />
  );
}
