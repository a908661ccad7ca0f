import { paths } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { serviceNotFound } from '../content/service-not-found';
import { services } from '../content/services';

const serviceLinks = services.map((service) => ({ label: service.title, to: service.path }));

/** Shown for /diensten/<name> when we offer no service of that name: a way back, not a dead end. */
export function ServiceNotFoundPage() {
  return (
    <NotFoundPage
      title={serviceNotFound.title}
      text={serviceNotFound.text}
      description={serviceNotFound.description}
      backLink={{ to: paths.services, label: serviceNotFound.backLabel }}
      waysOn={{ title: serviceNotFound.suggestionsTitle, links: serviceLinks }}
    />
  );
}
