import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import { MEDIA_SIZE } from '../content/project-media';
import type { Project } from '../content/projects';
import { projectsPage } from '../content/projects-page';
import { GRID_CARD_SIZES, WIDE_CARD_SIZES } from '../lib/picture-sizes';
import { CardText } from './CardText';
import styles from './ProjectCard.module.css';

interface ProjectCardProps {
  project: Project;
  /** A section with a single project shows it wide, image beside the text. */
  wide?: boolean;
}

/** A portfolio card; the whole card opens the client's live site in a new tab. */
export function ProjectCard({ project, wide = false }: ProjectCardProps) {
  const domain = new URL(project.url).host;
  return (
    <Card media interactive className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <img
        className={styles.image}
        src={project.image.src}
        srcSet={project.image.srcSet}
        sizes={wide ? WIDE_CARD_SIZES : GRID_CARD_SIZES}
        alt={projectsPage.imageAlt(project.name)}
        width={MEDIA_SIZE.width}
        height={MEDIA_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <CardText
        className={styles.body}
        title={
          <CardLink href={project.url} newTabHint={projectsPage.newTabHint}>
            {project.name}
          </CardLink>
        }
        description={project.description}
        hint={
          <>
            {domain} <span className={styles.arrow}>↗</span>
          </>
        }
      />
    </Card>
  );
}
