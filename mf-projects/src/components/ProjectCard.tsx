import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import type { Project } from '../content/projects';
import { projectsPage } from '../content/projects-page';
import { CardText } from './CardText';
import styles from './ProjectCard.module.css';
import { ProjectPoster } from './ProjectPoster';

interface ProjectCardProps {
  project: Project;
  /** A section with a single project shows it wide, image beside the text. */
  wide?: boolean;
}

/**
 * A portfolio card; the whole card is one link, to the client's live site in a new tab (the spec's
 * portfolio), the same in every grid: a project's own page is reached from the video grids.
 */
export function ProjectCard({ project, wide = false }: ProjectCardProps) {
  return (
    <Card media interactive className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <ProjectPoster project={project} wide={wide} className={styles.image} />
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
            {new URL(project.url).host} <span className={styles.arrow}>↗</span>
          </>
        }
      />
    </Card>
  );
}
