import { usePageMeta } from '@codekade/shared/page-meta';
import { paths } from '@codekade/shared/routes';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Link } from 'react-router-dom';
import { serviceNotFound } from '../content/service-details';
import { services } from '../content/services';
import styles from './ServiceNotFoundPage.module.css';

/** Shown for /diensten/<name> when we offer no service of that name: a way back, not a dead end. */
export function ServiceNotFoundPage() {
  usePageMeta(serviceNotFound.title, serviceNotFound.description);
  return (
    <section className={styles.page} aria-labelledby="service-not-found-title">
      <h1 id="service-not-found-title">{serviceNotFound.title}</h1>
      <p className={styles.text}>{serviceNotFound.text}</p>
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
      <ButtonLink to={paths.services}>{serviceNotFound.backLabel}</ButtonLink>
    </section>
  );
}
