import { Container } from '@codekade/shared/ui/Container';
import { Grid } from '@codekade/shared/ui/Grid';
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
    <section className={styles.section} aria-labelledby="service-cards-title">
      <Container>
        <h2 id="service-cards-title" className={styles.title}>
          {title}
        </h2>
        <Grid alignedRows={SERVICE_CARD_PARTS}>
          {cards.map((card) => (
            <ServiceDetailCard key={card.path} card={card} />
          ))}
        </Grid>
      </Container>
    </section>
  );
}
