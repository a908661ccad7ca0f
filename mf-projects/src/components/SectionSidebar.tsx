import type { ProjectSection, ProjectSectionId } from '../content/project-sections';
import { type ActiveSection, sidebarButtons } from '../lib/section-in-view';
import styles from './SectionSidebar.module.css';

interface SectionSidebarProps {
  label: string;
  sections: readonly ProjectSection[];
  active: ActiveSection<ProjectSectionId>;
}

const sectionOrder = (sections: readonly ProjectSection[]) => sections.map((section) => section.id);

/**
 * Jump links for the section in view (blue) and its neighbours (gray). With no section in view it
 * keeps its place but is invisible (and out of the tab order), so nothing shifts when it appears.
 */
export function SectionSidebar({ label, sections, active }: SectionSidebarProps) {
  const buttons = sidebarButtons(sectionOrder(sections), active);
  return (
    <nav aria-label={label} className={styles.sidebar} data-active-section={active}>
      <ul className={styles.list}>
        {buttons.map(({ id, current }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={current ? styles.current : styles.neighbour}
              aria-current={current ? 'true' : undefined}
            >
              {sections.find((section) => section.id === id)?.sidebarLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
