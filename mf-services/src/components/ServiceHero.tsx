import { paths } from '@codekade/shared/routes';
import { Container } from '@codekade/shared/ui/Container';
import { Link } from 'react-router-dom';
import { serviceLabels } from '../content/service-labels';
import styles from './ServiceHero.module.css';

interface ServiceHeroProps {
  title: string;
  lead: string;
  image?: string;
}

/** Top of a service detail page: where you are, the page's h1 and its illustration. */
export function ServiceHero({ title, lead, image }: ServiceHeroProps) {
  return (
    <header className={styles.hero}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <nav aria-label={serviceLabels.breadcrumbLabel}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link to={paths.services}>{serviceLabels.breadcrumbServices}</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {/* Decorative here: the heading and lead already say what the service is. */}
        {image && <img className={styles.image} src={image} alt="" width={320} height={200} />}
      </Container>
    </header>
  );
}
