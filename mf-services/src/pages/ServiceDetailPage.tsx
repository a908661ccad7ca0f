import { usePageMeta } from '@codekade/shared/page-meta';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { ServiceHero } from '../components/ServiceHero';
import { ServiceIntro } from '../components/ServiceIntro';
import { loadServiceDetail } from '../content/service-detail-loads';
import { findService, type Service } from '../content/services';
import { ServiceNotFoundPage } from './ServiceNotFoundPage';

/** /diensten/:serviceName: one service in depth, or 'Service Not Found' for a name we do not offer. */
export function ServiceDetailPage() {
  const { serviceName = '' } = useParams();
  const service = findService(serviceName);
  return service ? <ServiceDetailContent service={service} /> : <ServiceNotFoundPage />;
}

/**
 * Suspends until the service's text and picture have arrived (its own chunk, which the composer preloads): while hydrating, the area's Suspense
 * boundary keeps the server's HTML of the same text meanwhile, so nothing flashes or mismatches; after
 * a tap the route's transition keeps the last page until then (the warm-up loads the texts before).
 */
function ServiceDetailContent({ service }: { service: Service }) {
  const detail = use(loadServiceDetail(service.name));
  usePageMeta(service.title, detail.description);
  return (
    <>
      <ServiceHero title={service.title} lead={detail.heroLead} image={detail.picture} />
      <ServiceIntro title={detail.intro.title} paragraphs={detail.intro.paragraphs} />
      <ServiceCardGrid title={detail.cardsTitle} cards={detail.cards} />
      <ContactCallToAction title={detail.callToAction.title} text={detail.callToAction.text} />
    </>
  );
}
