import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Card } from '@codekade/shared/ui/Card';
import { CardLink } from '@codekade/shared/ui/CardLink';
import { Grid } from '@codekade/shared/ui/Grid';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { Section } from '@codekade/shared/ui/Section';
import { projects } from '../content/projects';
import { recentWork } from '../content/recent-work';
import { showcaseTexts } from '../content/showcase';
import { newestProjectsWithPages } from '../lib/portfolio';
import { CardText } from './CardText';
import { ProjectPoster } from './ProjectPoster';
import styles from './RecentWork.module.css';

const TITLE_ID = 'recent-work-title';

/**
 * The recent-work band: the newest projects with a page of their own, each a card with its picture
 * (as sharp as the portfolio's), its name and its one line, leading to its page. Published as a
 * fragment slot for the home page and prerendered to HTML: it needs no code in the browser.
 */
export function RecentWork() {
  return (
    <Section labelledBy={TITLE_ID}>
      <PageHeading level={2} id={TITLE_ID} title={recentWork.title} />
      <Grid as="ul">
        {newestProjectsWithPages(projects, recentWork.count).map(({ project, path }) => (
          <li key={project.id}>
            <Card media interactive>
              <ProjectPoster project={project} />
              <CardText
                title={<CardLink to={path}>{project.name}</CardLink>}
                description={project.description}
                hint={`${showcaseTexts.cardMore} →`}
              />
            </Card>
          </li>
        ))}
      </Grid>
      <p className={styles.more}>
        <ButtonLink to={recentWork.allProjects.to} variant="secondary">
          {recentWork.allProjects.label}
        </ButtonLink>
      </p>
    </Section>
  );
}
