import { usePageMeta } from '@codekade/shared/page-meta';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Container } from '@codekade/shared/ui/Container';
import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { projectRowsClass } from '../components/ProjectRows';
import { ShowcaseCard } from '../components/ShowcaseCard';
import { projects } from '../content/projects';
import { type ShowcaseCategoryId, showcaseCategories, showcaseTexts } from '../content/showcase';
import { showcaseProjects } from '../lib/portfolio';
import styles from './ShowcaseGridPage.module.css';

interface ShowcaseGridPageProps {
  categoryId: ShowcaseCategoryId;
}

/** Id of the grid's heading, visually hidden: the spec gives the grid no heading of its own. */
const LIST_TITLE_ID = 'showcase-list-title';

/**
 * /projecten/websites and /projecten/webshops: video cards, each opening the project's detail page,
 * titled h3 under the grid's hidden h2, so every level keeps one size.
 */
export function ShowcaseGridPage({ categoryId }: ShowcaseGridPageProps) {
  const category = showcaseCategories[categoryId];
  const otherCategory = showcaseCategories[categoryId === 'websites' ? 'webshops' : 'websites'];
  const shown = showcaseProjects(projects, category);
  usePageMeta(category.title, category.description);
  return (
    <>
      <PageHeading title={category.title} description={category.description} />
      <Container className={styles.page}>
        <h2 id={LIST_TITLE_ID} className="visually-hidden">
          {category.listTitle}
        </h2>
        <Grid as="ul" labelledBy={LIST_TITLE_ID} className={projectRowsClass(shown.length)}>
          {shown.map((project, index) => (
            <li key={project.id}>
              <ShowcaseCard project={project} detailPath={category.detailPath(project.id)} priority={index === 0} />
            </li>
          ))}
        </Grid>
        <div className={styles.links}>
          <ButtonLink to={otherCategory.path}>{otherCategory.title}</ButtonLink>
          <ButtonLink to={showcaseTexts.allProjects.to} variant="secondary">
            {showcaseTexts.allProjects.label}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
