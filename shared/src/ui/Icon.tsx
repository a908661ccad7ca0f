/**
 * The site's one set of small line icons, drawn on a 24 x 24 grid as stroke paths (one string per
 * path): the home page's sections and the service cards pick theirs by name.
 */
const ICON_PATHS = {
  rocket: [
    'M12 15l-3-3a16 16 0 0 1 9-9c1 0 2 1 2 2a16 16 0 0 1-9 9',
    'M9 12H5l2-4h4',
    'M12 15v4l4-2v-4',
    'M6 16c-1.5 1-2 3-2 4 1 0 3-.5 4-2',
  ],
  chat: ['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z', 'M8.5 12h.01', 'M12 12h.01', 'M15.5 12h.01'],
  target: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M12 12h.01'],
  pen: ['M4 20l4-1 11-11-3-3L5 16z', 'M14 6l3 3', 'M4 20h16'],
  code: ['M8 8l-4 4 4 4', 'M16 8l4 4-4 4', 'M13.5 5l-3 14'],
  check: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M8 12.5l2.5 2.5L16 9.5'],
  launch: ['M5 19h14', 'M12 15V4', 'M7 9l5-5 5 5'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  puzzle: [
    'M10 4a2 2 0 1 1 4 0v1h4a1 1 0 0 1 1 1v4h-1a2 2 0 1 0 0 4h1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 1 0-4 0v1H6a1 1 0 0 1-1-1v-4h1a2 2 0 1 0 0-4H5V6a1 1 0 0 1 1-1h4z',
  ],
  shield: ['M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6z', 'M9 12l2 2 4-4'],
  spark: ['M12 3v4', 'M12 17v4', 'M3 12h4', 'M17 12h4', 'M12 8l1.5 2.5L16 12l-2.5 1.5L12 16l-1.5-2.5L8 12l2.5-1.5z'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  compass: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  phone: ['M5 4h3l1.5 4.5-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2L20 16v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'],
  mail: ['M4 6h16v12H4z', 'M4 7l8 6 8-6'],
  activity: ['M3 12h4l3-8 4 16 3-8h4'],
  cart: [
    'M2 3h3l2.5 12h11L21 7H6.2',
    'M10.5 20a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
    'M19 20a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
  ],
  chart: ['M3 21h18', 'M6 17v-6', 'M11 17V5', 'M16 17v-9', 'M21 17v-3'],
  cloud: ['M7 19h10a4 4 0 0 0 .6-8 6 6 0 0 0-11.5 1.7A3.2 3.2 0 0 0 7 19z'],
  creditCard: ['M3 5h18v14H3z', 'M3 10h18', 'M7 15h4'],
  database: [
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z',
    'M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
    'M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  ],
  document: ['M6 2h8l4 4v16H6z', 'M14 2v4h4', 'M9 12h6', 'M9 16h6'],
  gauge: ['M4 18a9 9 0 1 1 16 0', 'M12 15l4-6', 'M13.5 15a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z'],
  gear: [
    'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  ],
  grid: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  headset: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 14h3v6H4z', 'M17 14h3v6h-3z', 'M20 20c0 1.5-1.5 2-3 2h-3'],
  layout: ['M3 4h18v16H3z', 'M3 9h18', 'M9 9v11'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  mapPin: ['M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z', 'M14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z'],
  plug: ['M9 2v5', 'M15 2v5', 'M6 7h12v4a6 6 0 0 1-12 0z', 'M12 17v5'],
  smartphone: ['M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z', 'M11 18h2'],
  tablet: ['M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M4 7h16', 'M4 17h16'],
  trendingUp: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  truck: [
    'M2 6h12v10H2z',
    'M14 10h4l3 3v3h-7',
    'M8 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
    'M19 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
  ],
  users: ['M12 8a3 3 0 1 1-6 0 3 3 0 0 1 6 0z', 'M3 20a6 6 0 0 1 12 0', 'M16 5a3 3 0 0 1 0 6', 'M18 14a5 5 0 0 1 3 6'],
  wrench: ['M15 3a5 5 0 0 0-4.6 7L3 17.4 6.6 21l7.4-7.4A5 5 0 0 0 21 9l-3 3-3-3 3-3a5 5 0 0 0-3-3z'],
  tick: ['M5 12l5 5 9-10'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;

interface IconProps {
  name: IconName;
  className?: string;
}

/** A small decorative line icon; the text next to it carries the meaning. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
