import { AfterFirstFrame } from '@codekade/shared/ui/AfterFirstFrame';
import { Container } from '@codekade/shared/ui/Container';
import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { use } from 'react';
import { ServiceOverviewCard } from '../components/ServiceOverviewCard';
import { loadServicePictures } from '../content/service-detail-loads';
import { serviceLabels } from '../content/service-labels';
import { type Service, services, servicesIntro } from '../content/services';
import styles from './ServicesOverviewPage.module.css';

/** Id of the list's heading: hidden, as the spec names no heading for the grid, but it keeps the levels in order. */
const LIST_TITLE_ID = 'services-list-title';

const [firstService, ...otherServices] = services;

function ServiceItem({ service, picture }: { service: Service; picture: string }) {
  return (
    <li>
      <ServiceOverviewCard service={service} picture={picture} />
    </li>
  );
}

/**
 * /diensten: the five services as cards, under a visually hidden h2, so their titles are h3 at the
 * h3 size like every card title. Title and description are the area defaults from the shell.
 */
export function ServicesOverviewPage() {
  // The pictures' own chunk, which the composer preloads with the area's code: hydration keeps the
  // server's HTML until it has arrived.
  const pictures = use(loadServicePictures());
  return (
    <>
      <PageHeading title={serviceLabels.overviewTitle} description={servicesIntro} />
      <Container className={styles.page}>
        <h2 id={LIST_TITLE_ID} className="visually-hidden">
          {serviceLabels.overviewListLabel}
        </h2>
        <Grid as="ul" labelledBy={LIST_TITLE_ID}>
          {firstService && <ServiceItem service={firstService} picture={pictures[firstService.name]} />}
          {/* Below the first screen: after a tap, they follow the page's first frame. */}
          <AfterFirstFrame placeholderAs="li">
            {otherServices.map((service) => (
              <ServiceItem key={service.name} service={service} picture={pictures[service.name]} />
            ))}
          </AfterFirstFrame>
        </Grid>
      </Container>
    </>
  );
}
