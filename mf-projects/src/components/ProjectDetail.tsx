import { usePageMeta } from '@codekade/shared/page-meta';
import { ButtonLink, ExternalButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Card } from '@codekade/shared/ui/Card';
import { Container } from '@codekade/shared/ui/Container';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { TickList } from '@codekade/shared/ui/TickList';
import { projectsPage } from '../content/projects-page';
import { type ShowcaseCategory, showcaseTexts } from '../content/showcase';
import { DETAIL_DESKTOP_SIZES, DETAIL_PHONE_SIZES } from '../lib/picture-sizes';
import type { ShowcaseProject } from '../lib/portfolio';
import { LoopingVideo } from './LoopingVideo';
import styles from './ProjectDetail.module.css';

interface ProjectDetailProps {
  project: ShowcaseProject;
  category: ShowcaseCategory;
}

/** A project's own page: its clips, what we built, and the way to the live site and back. */
export function ProjectDetail({ project, category }: ProjectDetailProps) {
  usePageMeta(project.name, project.description);
  const domain = new URL(project.url).host;
  return (
    <>
      <PageHeading title={project.name} description={project.description} />
      <Container className={styles.page}>
        <section aria-labelledby="project-videos-title">
          <h2 id="project-videos-title" className="visually-hidden">
            {showcaseTexts.videosTitle}
          </h2>
          <div className={styles.videos}>
            {project.showcase.clips.map((clip, index) => (
              <figure key={clip.caption} className={styles.figure} data-frame={clip.frame}>
                <LoopingVideo
                  sources={clip.sources}
                  label={`${project.name}: ${clip.caption}`}
                  sizes={clip.frame === 'phone' ? DETAIL_PHONE_SIZES : DETAIL_DESKTOP_SIZES}
                  frame={clip.frame}
                  priority={index === 0}
                />
                <figcaption className={styles.caption}>{clip.caption}</figcaption>
              </figure>
            ))}
          </div>
        </section>
        <Card as="section" tone="tinted" labelledBy="project-highlights-title">
          <h2 id="project-highlights-title" className={styles.aboutTitle}>
            {showcaseTexts.highlightsTitle}
          </h2>
          <TickList items={project.showcase.highlights} />
          <div className={styles.actions}>
            <ExternalButtonLink href={project.url}>
              {showcaseTexts.visitSite(domain)}
              <span className="visually-hidden"> {projectsPage.newTabHint}</span>
              <span aria-hidden="true">↗</span>
            </ExternalButtonLink>
            <ButtonLink to={category.path} variant="secondary">
              {category.backLabel}
            </ButtonLink>
          </div>
        </Card>
      </Container>
    </>
  );
}
