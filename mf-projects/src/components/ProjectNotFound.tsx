import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import type { ShowcaseCategory } from '../content/showcase';
import { showcaseTexts } from '../content/showcase';

/** An unknown project id (or one of the other grid): say so and lead back to the grid. */
export function ProjectNotFound({ category }: { category: ShowcaseCategory }) {
  const { title, text } = showcaseTexts.notFound;
  return <NotFoundPage title={title} text={text} backLink={{ to: category.path, label: category.backLabel }} />;
}
