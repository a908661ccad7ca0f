import { paths } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Link } from 'react-router-dom';
import { serviceNotFound } from '../content/service-details';
import { services } from '../content/services';
import styles from './ServiceNotFoundPage.module.css';

/** Shown for /diensten/<name> when we offer no service of that name: a way back, not a dead end. */
export function ServiceNotFoundPage() {
  return (
    <NotFoundPage
      title={serviceNotFound.title}
      text={serviceNotFound.text}
      description={serviceNotFound.description}
      backLink={{ to: paths.services, label: serviceNotFound.backLabel }}
    >
      <nav className={styles.suggestions} aria-labelledby="service-suggestions-title">
        <h2 id="service-suggestions-title" className={styles.suggestionsTitle}>
          {serviceNotFound.suggestionsTitle}
        </h2>
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.name}>
              <Link to={service.path}>{service.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </NotFoundPage>
  );
}
