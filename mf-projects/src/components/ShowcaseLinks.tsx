import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Container } from '@codekade/shared/ui/Container';
import { projectsPage } from '../content/projects-page';
import styles from './ShowcaseLinks.module.css';

/** From the portfolio to the two video grids. */
export function ShowcaseLinks() {
  const { title, text, links } = projectsPage.showcase;
  return (
    <Container>
      <section className={styles.strip} aria-labelledby="showcase-links-title">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <rect x="2.5" y="5" width="14" height="14" rx="2.5" />
          <path d="m16.5 10 5-3v10l-5-3" />
        </svg>
        <div className={styles.text}>
          <h2 id="showcase-links-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>{text}</p>
        </div>
        <div className={styles.links}>
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </section>
    </Container>
  );
}
