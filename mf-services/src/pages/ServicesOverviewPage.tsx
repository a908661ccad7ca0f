import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { ServiceOverviewCard } from '../components/ServiceOverviewCard';
import { serviceLabels } from '../content/service-labels';
import { services, servicesIntro } from '../content/services';
import styles from './ServicesOverviewPage.module.css';

/** /diensten: the five services as cards. Title and description are the area defaults from the shell. */
export function ServicesOverviewPage() {
  return (
    <>
      <PageHeading title="Onze diensten" description={servicesIntro} />
      <ul className={styles.grid} aria-label={serviceLabels.overviewListLabel}>
        {services.map((service) => (
          <li key={service.name} className={styles.item}>
            <ServiceOverviewCard service={service} />
          </li>
        ))}
      </ul>
    </>
  );
}
