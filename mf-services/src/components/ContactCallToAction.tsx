import { paths } from '@codekade/shared/routes';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { serviceLabels } from '../content/service-labels';
import styles from './ContactCallToAction.module.css';

interface ContactCallToActionProps {
  title: string;
  text: string;
}

/** Closing block of a service page: one clear next step, to the contact page. */
export function ContactCallToAction({ title, text }: ContactCallToActionProps) {
  return (
    <section className={styles.section} aria-labelledby="service-cta-title">
      <div className={styles.box}>
        <h2 id="service-cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <ButtonLink to={paths.contact}>{serviceLabels.contactButton}</ButtonLink>
      </div>
    </section>
  );
}
