import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import type { Project, Showcase } from '../content/projects';
import { showcaseTexts } from '../content/showcase';
import { LoopingVideo } from './LoopingVideo';
import styles from './ShowcaseCard.module.css';

interface ShowcaseCardProps {
  project: Project & { showcase: Showcase };
  detailPath: string;
  /** The first card of the grid: its poster loads first. */
  priority?: boolean;
}

/** A grid card: the project's first clip, its title and description; the card opens the detail page. */
export function ShowcaseCard({ project, detailPath, priority = false }: ShowcaseCardProps) {
  const [clip] = project.showcase.clips;
  return (
    <Card media interactive>
      <LoopingVideo sources={clip.sources} label={`${project.name}: ${clip.caption}`} priority={priority} />
      <div>
        <h2 className={styles.title}>
          <CardLink to={detailPath}>{project.name}</CardLink>
        </h2>
        <p className={styles.description}>{project.description}</p>
        <span className={styles.more} aria-hidden="true">
          {showcaseTexts.cardMore} →
        </span>
      </div>
    </Card>
  );
}
