import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Card } from '@codekade/shared/ui/Card';
import { serviceLabels } from '../content/service-labels';
import type { Service } from '../content/services';
import styles from './ServiceOverviewCard.module.css';

/** One service on the overview: illustration, what it is, and the way to its detail page. */
export function ServiceOverviewCard({ service, picture }: { service: Service; picture: string }) {
  const titleId = `service-${service.name}-title`;
  return (
    <Card media interactive labelledBy={titleId}>
      <img src={picture} alt={service.imageAlt} width={320} height={200} />
      <div className={styles.body}>
        <h3 id={titleId}>{service.title}</h3>
        <p className={styles.description}>{service.description}</p>
        <p className={styles.extraInfo}>{service.extraInfo}</p>
        <div className={styles.action}>
          <ButtonLink to={service.path}>
            {serviceLabels.moreInfo}{' '}
            <span className="visually-hidden">{serviceLabels.moreInfoAbout(service.title)}</span>
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
