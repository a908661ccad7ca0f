import styles from './ServiceIntro.module.css';

interface ServiceIntroProps {
  title: string;
  paragraphs: readonly string[];
}

export function ServiceIntro({ title, paragraphs }: ServiceIntroProps) {
  return (
    <section className={styles.intro} aria-labelledby="service-intro-title">
      <h2 id="service-intro-title" className={styles.title}>
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
