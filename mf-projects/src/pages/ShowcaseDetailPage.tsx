import { useParams } from 'react-router-dom';
import { ProjectDetail } from '../components/ProjectDetail';
import { ProjectNotFound } from '../components/ProjectNotFound';
import { projects } from '../content/projects';
import { type ShowcaseCategoryId, showcaseCategories } from '../content/showcase';
import { findShowcaseProject } from '../lib/portfolio';

interface ShowcaseDetailPageProps {
  categoryId: ShowcaseCategoryId;
}

/** /projecten/websites/:id and /projecten/webshops/:id. */
export function ShowcaseDetailPage({ categoryId }: ShowcaseDetailPageProps) {
  const category = showcaseCategories[categoryId];
  const project = findShowcaseProject(projects, category, useParams().id);
  return project ? <ProjectDetail project={project} category={category} /> : <ProjectNotFound category={category} />;
}
