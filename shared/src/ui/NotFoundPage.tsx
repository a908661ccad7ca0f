import { notFoundText } from '../not-found-texts';
import { usePageMeta } from '../page-meta';
import { paths } from '../routes';
import { ButtonLink } from './ButtonLink';
import { Container } from './Container';
import { LinkListNav, type NavLinkItem } from './LinkListNav';
import styles from './NotFoundPage.module.css';

interface NotFoundPageProps {
  title?: string;
  text?: string;
  /** The page's meta description; the text by default. */
  description?: string;
  backLink?: { to: string; label: string };
  /** More ways on, between the text and the back link: the site's areas, the services that do exist. */
  waysOn?: { title: string; links: readonly NavLinkItem[] };
}

/**
 * The one not-found design: the shell's 404 for unknown paths, a remote's unknown sub-path, an
 * unknown service or project. Only the texts and the way back differ.
 */
export function NotFoundPage({
  title = notFoundText.title,
  text = notFoundText.text,
  description = text,
  backLink = { to: paths.home, label: notFoundText.backToHome },
  waysOn,
}: NotFoundPageProps) {
  usePageMeta(title, description);
  return (
    <Container>
      <section className={styles.page} aria-labelledby="not-found-title" data-not-found="">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {waysOn && (
          <LinkListNav
            id="not-found-ways-on"
            title={waysOn.title}
            links={waysOn.links}
            classNames={{ nav: styles.waysOn, title: styles.waysOnTitle, list: styles.waysOnList }}
          />
        )}
        <ButtonLink to={backLink.to}>{backLink.label}</ButtonLink>
      </section>
    </Container>
  );
}
