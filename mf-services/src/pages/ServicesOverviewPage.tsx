import { Container } from '@codekade/shared/ui/Container';
import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { ServiceOverviewCard } from '../components/ServiceOverviewCard';
import { serviceLabels } from '../content/service-labels';
import { services, servicesIntro } from '../content/services';
import styles from './ServicesOverviewPage.module.css';

/** /diensten: the five services as cards. Title and description are the area defaults from the shell. */
export function ServicesOverviewPage() {
  return (
    <>
      <PageHeading title={serviceLabels.overviewTitle} description={servicesIntro} />
      <Container className={styles.page}>
        <Grid as="ul" aria-label={serviceLabels.overviewListLabel}>
          {services.map((service) => (
            <li key={service.name}>
              <ServiceOverviewCard service={service} />
            </li>
          ))}
        </Grid>
      </Container>
    </>
  );
}
