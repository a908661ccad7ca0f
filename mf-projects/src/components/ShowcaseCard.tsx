import { Link } from 'react-router-dom';
import type { Project, Showcase } from '../content/projects';
import { showcaseTexts } from '../content/showcase';
import { LoopingVideo } from './LoopingVideo';
import styles from './ShowcaseCard.module.css';

interface ShowcaseCardProps {
  project: Project & { showcase: Showcase };
  detailPath: string;
}

/** A grid card: the project's first clip, its title and description; the card opens the detail page. */
export function ShowcaseCard({ project, detailPath }: ShowcaseCardProps) {
  const [clip] = project.showcase.clips;
  return (
    <article className={styles.card}>
      <LoopingVideo sources={clip.sources} label={`${project.name}: ${clip.caption}`} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link className={styles.link} to={detailPath}>
            {project.name}
          </Link>
        </h2>
        <p className={styles.description}>{project.description}</p>
        <span className={styles.more} aria-hidden="true">
          {showcaseTexts.cardMore} →
        </span>
      </div>
    </article>
  );
}
