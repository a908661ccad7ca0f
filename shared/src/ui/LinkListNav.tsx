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
  /** Classes of the parts; a CSS module with `nav`, `title` and `list` classes fits as it is. */
  classNames?: Partial<Record<'nav' | 'title' | 'list', string>>;
}

/** A labelled block of internal links: a footer column, or the pages to try on a not-found page. */
export function LinkListNav({ id, title, links, classNames = {} }: LinkListNavProps) {
  return (
    <nav className={classNames.nav} aria-labelledby={id}>
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      <ul className={classNames.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
