import { Container } from '@codekade/shared/ui/Container';
import { PageHeading } from '@codekade/shared/ui/PageHeading';
import { ContactForm } from '../components/ContactForm';
import { ContactInfo } from '../components/ContactInfo';
import { contactPageText } from '../content/contact-page';
import styles from './ContactPage.module.css';

/** /contact: the agency's details next to the contact form. The shell sets the area's title. */
export function ContactPage() {
  return (
    <>
      <PageHeading title={contactPageText.title} description={contactPageText.description} />
      <Container className={styles.layout}>
        <ContactInfo />
        <ContactForm />
      </Container>
    </>
  );
}
