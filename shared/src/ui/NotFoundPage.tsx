import { notFoundText } from '../not-found-texts';
import { usePageMeta } from '../page-meta';
import { paths } from '../routes';
import { ButtonLink } from './ButtonLink';
import { CanalHouses } from './CanalHouses';
import { Container } from './Container';
import { canalHouses, housePath } from './canal-houses';
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

/** The empty plot in the row of canal houses, where the page would stand: two houses are missing. */
const EMPTY_PLOT = { x: 166, width: 130, gable: 'step', eaves: 56 } as const;
const plotNeighbours = canalHouses.filter(
  (house) => house.x + house.width < EMPTY_PLOT.x || house.x > EMPTY_PLOT.x + EMPTY_PLOT.width,
);
/** The stretch of the quay around the plot: two houses either side of it, as much room at both ends. */
const PLOT_VIEW = { from: 14, to: 432 } as const;

/** The site's drawing for a page that is not there: the quay with an empty plot, marked 404. */
function EmptyPlot() {
  return (
    <CanalHouses houses={plotNeighbours} from={PLOT_VIEW.from} to={PLOT_VIEW.to} className={styles.drawing}>
      <path d={housePath(EMPTY_PLOT)} className={styles.plot} />
      <text x={EMPTY_PLOT.x + EMPTY_PLOT.width / 2} y={106} textAnchor="middle" fontSize={40} className={styles.code}>
        404
      </text>
    </CanalHouses>
  );
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
        <div className={styles.picture}>
          <EmptyPlot />
        </div>
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
