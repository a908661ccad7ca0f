import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { Section } from '@codekade/shared/ui/Section';
import type { ReactNode } from 'react';
import bandHeights from './band-heights.generated.module.css';
import styles from './PageSection.module.css';

interface PageSectionProps {
  /** Id of the section heading; labels the section landmark. */
  id: string;
  title: string;
  description?: string;
  /** Alternate sections get the tinted background so the page reads as bands. */
  tone?: 'plain' | 'tinted';
  /** The heading centred over the content, or at its start and, on a wide screen, beside it. */
  layout?: 'stacked' | 'split';
  children: ReactNode;
}

/** A labelled band of the home page with its h2 and optional intro line. */
export function PageSection({
  id,
  title,
  description,
  tone = 'plain',
  layout = 'stacked',
  children,
}: PageSectionProps) {
  const split = layout === 'split';
  return (
    <Section
      labelledBy={id}
      alternate={tone === 'tinted'}
      className={`${styles.band} ${bandHeights[id] ?? ''}`}
      innerClassName={split ? styles.split : undefined}
    >
      <PageHeading level={2} id={id} title={title} description={description} align={split ? 'start' : 'center'} />
      {children}
    </Section>
  );
}
