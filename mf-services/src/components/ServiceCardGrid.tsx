import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { Section } from '@codekade/shared/ui/Section';
import type { ServiceCard } from '../content/service-detail';
import { ServiceDetailCard } from './ServiceDetailCard';

interface ServiceCardGridProps {
  title: string;
  cards: readonly ServiceCard[];
}

/** Icon, title, description and feature list: each lines up with its neighbours in a row. */
const SERVICE_CARD_PARTS = 4;

export function ServiceCardGrid({ title, cards }: ServiceCardGridProps) {
  return (
    <Section alternate labelledBy="service-cards-title">
      <PageHeading level={2} id="service-cards-title" title={title} />
      <Grid alignedRows={SERVICE_CARD_PARTS}>
        {cards.map((card) => (
          <ServiceDetailCard key={card.path} card={card} />
        ))}
      </Grid>
    </Section>
  );
}
