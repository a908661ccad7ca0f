import { Card } from '@codekade/shared/ui/Card';
import { TickList } from '@codekade/shared/ui/TickList';
import { type ServiceCard, serviceCardAnchor } from '../content/service-detail';
import styles from './ServiceDetailCard.module.css';
import { ServiceIcon } from './ServiceIcon';

/** One part of a service: what we do and what is included. Deliberately not a link. */
export function ServiceDetailCard({ card }: { card: ServiceCard }) {
  const anchor = serviceCardAnchor(card);
  return (
    <Card id={anchor} labelledBy={`${anchor}-title`}>
      <div>
        <ServiceIcon name={card.icon} />
      </div>
      <h3 id={`${anchor}-title`} className={styles.title}>
        {card.title}
      </h3>
      <p className={styles.description}>{card.description}</p>
      <TickList items={card.features} className={styles.features} />
    </Card>
  );
}
