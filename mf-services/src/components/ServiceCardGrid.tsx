import type { ServiceCard } from '../content/service-detail';
import styles from './ServiceCardGrid.module.css';
import { ServiceDetailCard } from './ServiceDetailCard';

interface ServiceCardGridProps {
  title: string;
  cards: readonly ServiceCard[];
}

export function ServiceCardGrid({ title, cards }: ServiceCardGridProps) {
  return (
    <section className={styles.section} aria-labelledby="service-cards-title">
      <div className={styles.inner}>
        <h2 id="service-cards-title" className={styles.title}>
          {title}
        </h2>
        <div className={styles.grid}>
          {cards.map((card) => (
            <ServiceDetailCard key={card.path} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}
