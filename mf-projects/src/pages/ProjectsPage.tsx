import { PageHeading } from '@codekade/shared/ui/PageHeading';

export function ProjectsPage() {
  return (
    <PageHeading
      title="Van idee tot impact"
      description="Een selectie van websites, webshops en landingspagina’s die we voor onze klanten bouwden."
    />
  );
}
