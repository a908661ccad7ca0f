import { Card } from '@codekade/shared/ui/Card';
import { type ServiceCard, serviceCardAnchor } from '../content/service-detail';
import { featureCheckIcon } from '../content/service-icons';
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
      <ul className={styles.features}>
        {card.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={featureCheckIcon} />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
