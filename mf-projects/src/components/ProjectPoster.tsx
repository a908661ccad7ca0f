import { MEDIA_SIZE } from '../content/project-media';
import type { Project } from '../content/projects';
import { projectsPage } from '../content/projects-page';
import { GRID_CARD_SIZES, WIDE_CARD_SIZES } from '../lib/picture-sizes';

interface ProjectPosterProps {
  project: Project;
  /** Shown wide (a section with a single project), so a wider file is picked. */
  wide?: boolean;
  className?: string;
}

/**
 * A project's poster on a card: every width it is published at (`srcset`) with the sizes it is shown
 * at, so 2× and 3× screens get a sharp file; lazy, since cards sit below the fold.
 */
export function ProjectPoster({ project, wide = false, className }: ProjectPosterProps) {
  return (
    <img
      className={className}
      src={project.image.src}
      srcSet={project.image.srcSet}
      sizes={wide ? WIDE_CARD_SIZES : GRID_CARD_SIZES}
      alt={projectsPage.imageAlt(project.name)}
      width={MEDIA_SIZE.width}
      height={MEDIA_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
