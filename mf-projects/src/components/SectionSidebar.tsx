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
 * Jump links for the section in view (blue) and its neighbours (gray). Every section keeps its slot in
 * the bar at all times, a section that is no neighbour only an invisible stand-in of its button's size,
 * so no button moves and the bar keeps its height when the section in view changes; with no section in
 * view the whole bar is invisible (and out of the tab order) but keeps its place.
 */
export function SectionSidebar({ label, sections, active }: SectionSidebarProps) {
  const buttons = sidebarButtons(sectionOrder(sections), active);
  return (
    <nav aria-label={label} className={styles.sidebar} data-active-section={active}>
      <ul className={styles.list}>
        {sections.map(({ id, sidebarLabel }) => {
          const button = buttons.find((candidate) => candidate.id === id);
          return (
            <li key={id}>
              {button ? (
                <a
                  href={`#${id}`}
                  className={button.current ? styles.current : styles.neighbour}
                  aria-current={button.current ? 'true' : undefined}
                >
                  {sidebarLabel}
                </a>
              ) : (
                <span className={styles.standIn} aria-hidden="true">
                  {sidebarLabel}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
