import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Icon } from '@codekade/shared/ui/Icon';
import { useState } from 'react';
import { infoTabs, infoTabsIntro } from '../content/info-tabs';
import { useTabKeyboard } from '../hooks/useTabKeyboard';
import styles from './InfoTabs.module.css';
import { PageSection } from './PageSection';

/** Vision, approach and commitment as WAI-ARIA tabs; the first tab is open by default. */
export function InfoTabs() {
  const [activeIndex, setActiveIndex] = useState(0);
  const { onTabKeyDown, tabRef } = useTabKeyboard(infoTabs.length, setActiveIndex);

  return (
    <PageSection id="info-tabs-title" title={infoTabsIntro.title}>
      <div className={styles.tabs}>
        <div role="tablist" aria-label={infoTabsIntro.tabListLabel} className={styles.tabList}>
          {infoTabs.map((tab, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={tab.id}
                ref={tabRef(index)}
                id={`info-tab-${tab.id}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`info-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => setActiveIndex(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                <Icon name={tab.icon} className={styles.tabIcon} />
                {tab.title}
              </button>
            );
          })}
        </div>
        {/* All panels share one grid cell, so the section keeps the tallest panel's height: switching moves nothing below. */}
        <div className={styles.panels}>
          {infoTabs.map((tab, index) => (
            <div
              key={tab.id}
              id={`info-panel-${tab.id}`}
              role="tabpanel"
              aria-labelledby={`info-tab-${tab.id}`}
              className={index === activeIndex ? `${styles.panel} ${styles.active}` : styles.panel}
              aria-hidden={index !== activeIndex || undefined}
              inert={index !== activeIndex}
            >
              <h3 className={styles.panelTitle}>{tab.content.title}</h3>
              <p className={styles.panelText}>{tab.content.description}</p>
              <ButtonLink to={infoTabsIntro.moreLink} variant="secondary">
                {infoTabsIntro.moreLabel}
              </ButtonLink>
            </div>
          ))}
        </div>
      </div>
    </PageSection>
  );
}
