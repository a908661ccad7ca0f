import { Grid } from '@codekade/shared/ui/Grid';
import { Section } from '@codekade/shared/ui/Section';
import type { ServiceCard } from '../content/service-detail';
import styles from './ServiceCardGrid.module.css';
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
      <h2 id="service-cards-title" className={styles.title}>
        {title}
      </h2>
      <Grid alignedRows={SERVICE_CARD_PARTS}>
        {cards.map((card) => (
          <ServiceDetailCard key={card.path} card={card} />
        ))}
      </Grid>
    </Section>
  );
}
