import { usePageMeta } from '@codekade/shared/page-meta';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Container } from '@codekade/shared/ui/Container';
import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { ShowcaseCard } from '../components/ShowcaseCard';
import { projects } from '../content/projects';
import { type ShowcaseCategoryId, showcaseCategories, showcaseTexts } from '../content/showcase';
import { showcaseProjects } from '../lib/portfolio';
import styles from './ShowcaseGridPage.module.css';

interface ShowcaseGridPageProps {
  categoryId: ShowcaseCategoryId;
}

/** /projecten/websites and /projecten/webshops: video cards, each opening the project's detail page. */
export function ShowcaseGridPage({ categoryId }: ShowcaseGridPageProps) {
  const category = showcaseCategories[categoryId];
  const otherCategory = showcaseCategories[categoryId === 'websites' ? 'webshops' : 'websites'];
  usePageMeta(category.title, category.description);
  return (
    <>
      <PageHeading title={category.title} description={category.description} />
      <Container className={styles.page}>
        <Grid as="ul">
          {showcaseProjects(projects, category).map((project, index) => (
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
