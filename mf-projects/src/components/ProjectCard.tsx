import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import type { Project } from '../content/projects';
import { projectsPage } from '../content/projects-page';
import { showcaseTexts } from '../content/showcase';
import { projectPagePath } from '../lib/portfolio';
import { CardText } from './CardText';
import styles from './ProjectCard.module.css';
import { ProjectPoster } from './ProjectPoster';

interface ProjectCardProps {
  project: Project;
  /** A section with a single project shows it wide, image beside the text. */
  wide?: boolean;
}

/**
 * A portfolio card; the whole card is one link: to the project's own page where it has one (which
 * links on to the client's site), else to the client's live site in a new tab.
 */
export function ProjectCard({ project, wide = false }: ProjectCardProps) {
  const pagePath = projectPagePath(project);
  return (
    <Card media interactive className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <ProjectPoster project={project} wide={wide} className={styles.image} />
      <CardText
        className={styles.body}
        title={
          pagePath ? (
            <CardLink to={pagePath}>{project.name}</CardLink>
          ) : (
            <CardLink href={project.url} newTabHint={projectsPage.newTabHint}>
              {project.name}
            </CardLink>
          )
        }
        description={project.description}
        hint={
          pagePath ? (
            `${showcaseTexts.cardMore} →`
          ) : (
            <>
              {new URL(project.url).host} <span className={styles.arrow}>↗</span>
            </>
          )
        }
      />
    </Card>
  );
}
