import { Link } from 'react-router-dom';

export interface NavLinkItem {
  label: string;
  to: string;
}

interface LinkListNavProps {
  /** Id of the heading; the navigation landmark is labelled by it. */
  id: string;
  title: string;
  links: readonly NavLinkItem[];
  className?: string;
  titleClassName?: string;
  listClassName?: string;
}

/** A labelled block of internal links: a footer column, or the pages to try on a not-found page. */
export function LinkListNav({ id, title, links, className, titleClassName, listClassName }: LinkListNavProps) {
  return (
    <nav className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
