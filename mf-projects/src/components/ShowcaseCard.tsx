import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import type { Project, Showcase } from '../content/projects';
import { showcaseTexts } from '../content/showcase';
import { GRID_CARD_SIZES } from '../lib/picture-sizes';
import { CardText } from './CardText';
import { LoopingVideo } from './LoopingVideo';

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
      <LoopingVideo
        sources={clip.sources}
        label={`${project.name}: ${clip.caption}`}
        sizes={GRID_CARD_SIZES}
        priority={priority}
      />
      <CardText
        title={<CardLink to={detailPath}>{project.name}</CardLink>}
        description={project.description}
        hint={`${showcaseTexts.cardMore} →`}
      />
    </Card>
  );
}
