import { Grid } from '@codekade/shared/ui/Grid';
import type { ProjectSection as Section } from '../content/project-sections';
import type { Project } from '../content/projects';
import { ProjectCard } from './ProjectCard';
import { projectRowsClass } from './ProjectRows';
import styles from './ProjectSection.module.css';

interface ProjectSectionProps {
  section: Section;
  projects: readonly Project[];
}

/** One category of /projecten, with the anchor the sidebar jumps to. */
export function ProjectSection({ section, projects }: ProjectSectionProps) {
  const headingId = `${section.id}-title`;
  const wide = projects.length === 1;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {section.title}
      </h2>
      <p className={styles.intro}>{section.intro}</p>
      {wide ? (
        <ul className={styles.single}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} wide />
            </li>
          ))}
        </ul>
      ) : (
        <Grid as="ul" className={projectRowsClass(projects.length)}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} wide={false} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
