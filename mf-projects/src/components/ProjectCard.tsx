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

/** A portfolio card; the whole card opens the client's live site in a new tab. */
export function ProjectCard({ project, wide = false }: ProjectCardProps) {
  const domain = new URL(project.url).host;
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
            {domain} <span className={styles.arrow}>↗</span>
          </>
        }
      />
    </Card>
  );
}
