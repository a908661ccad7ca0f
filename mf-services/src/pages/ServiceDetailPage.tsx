import { usePageMeta } from '@codekade/shared/page-meta';
import { useParams } from 'react-router-dom';
import { ContactCallToAction } from '../components/ContactCallToAction';
import { ServiceCardGrid } from '../components/ServiceCardGrid';
import { ServiceHero } from '../components/ServiceHero';
import { ServiceIntro } from '../components/ServiceIntro';
import type { ServiceDetail } from '../content/service-detail';
import { findServiceDetail } from '../content/service-details';
import { findService } from '../content/services';
import { ServiceNotFoundPage } from './ServiceNotFoundPage';

/** /diensten/:serviceName: one service in depth, or 'Service Not Found' for a name we do not offer. */
export function ServiceDetailPage() {
  const { serviceName = '' } = useParams();
  const detail = findServiceDetail(serviceName);
  return detail ? <ServiceDetailContent detail={detail} /> : <ServiceNotFoundPage />;
}

function ServiceDetailContent({ detail }: { detail: ServiceDetail }) {
  usePageMeta(detail.title, detail.description);
  return (
    <>
      <ServiceHero title={detail.title} lead={detail.heroLead} image={findService(detail.name)?.image} />
      <ServiceIntro title={detail.intro.title} paragraphs={detail.intro.paragraphs} />
      <ServiceCardGrid title={detail.cardsTitle} cards={detail.cards} />
      <ContactCallToAction title={detail.callToAction.title} text={detail.callToAction.text} />
    </>
  );
}
