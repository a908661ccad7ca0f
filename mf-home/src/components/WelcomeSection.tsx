import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { welcome } from '../content/welcome';
import { PageSection } from './PageSection';
import styles from './WelcomeSection.module.css';

export function WelcomeSection() {
  return (
    <PageSection id="welcome-title" title={welcome.title}>
      <div className={styles.body}>
        {welcome.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ButtonLink to={welcome.cta.to}>{welcome.cta.label}</ButtonLink>
      </div>
    </PageSection>
  );
}
