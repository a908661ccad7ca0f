import { AfterFirstFrame } from '@codekade/shared/ui/AfterFirstFrame';
import { Container } from '@codekade/shared/ui/Container';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { ProjectSection } from '../components/ProjectSection';
import { SectionSidebar } from '../components/SectionSidebar';
import { ShowcaseLinks } from '../components/ShowcaseLinks';
import { projectSections } from '../content/project-sections';
import { projects } from '../content/projects';
import { projectsPage } from '../content/projects-page';
import { useScrollToHashOnMount } from '../hooks/useScrollToHashOnMount';
import { useSectionInView } from '../hooks/useSectionInView';
import { projectsInSection } from '../lib/portfolio';
import styles from './ProjectsPage.module.css';

const sectionIds = projectSections.map((section) => section.id);

/** /projecten: the portfolio by category, with a sidebar that follows the section in view. */
export function ProjectsPage() {
  const activeSection = useSectionInView(sectionIds);
  useScrollToHashOnMount();
  return (
    <>
      <PageHeading title={projectsPage.title} description={projectsPage.description} />
      <ShowcaseLinks />
      <Container className={styles.layout}>
        <SectionSidebar label={projectsPage.sidebarLabel} sections={projectSections} active={activeSection} />
        {/* Below the first screen: after a tap, it follows the page's first frame. */}
        <AfterFirstFrame>
          <div>
            {projectSections.map((section) => (
              <ProjectSection key={section.id} section={section} projects={projectsInSection(projects, section.id)} />
            ))}
          </div>
        </AfterFirstFrame>
      </Container>
    </>
  );
}
