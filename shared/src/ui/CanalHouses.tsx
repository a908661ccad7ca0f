import type { ReactNode } from 'react';
import { type CanalHouse, canalHouses, DOOR, housePath, QUAY, WINDOW } from './canal-houses';

interface CanalHousesProps {
  /** The houses to draw: the whole quay by default. */
  houses?: readonly CanalHouse[];
  /** The stretch of the quay to show, in its units, left to right: all of it by default. */
  from?: number;
  to?: number;
  className?: string;
  /** How the drawing fills a box of another shape, e.g. `xMidYMax slice`: the middle of the quay on a phone. */
  preserveAspectRatio?: string;
  /** More drawing in the quay's units, over the houses (the not-found page's empty plot). */
  children?: ReactNode;
}

/**
 * The site's own drawing, the canal houses on the quay (`canal-houses.ts`), inline: no request, drawn
 * with the page's first paint, and decorative (hidden from assistive technology).
 */
export function CanalHouses({
  houses = canalHouses,
  from = 0,
  to = QUAY.width,
  className,
  preserveAspectRatio,
  children,
}: CanalHousesProps) {
  const shown = houses.filter((house) => house.x + house.width > from && house.x < to);
  return (
    <svg
      className={className}
      viewBox={`${from} 0 ${to - from} ${QUAY.height}`}
      width={to - from}
      height={QUAY.height}
      preserveAspectRatio={preserveAspectRatio}
      aria-hidden="true"
      focusable="false"
    >
      {shown.map((house) => (
        <g key={house.x}>
          <path d={housePath(house)} fill={house.colour} />
          <g fill={house.windowColour} opacity={0.9}>
            {house.windowRows.flatMap((top) =>
              house.windowColumns.map((left) => (
                <rect
                  key={`${top}-${left}`}
                  x={house.x + left}
                  y={top}
                  width={WINDOW.width}
                  height={WINDOW.height}
                  rx={WINDOW.radius}
                />
              )),
            )}
            <rect
              x={house.x + house.width / 2 - DOOR.width / 2}
              y={DOOR.top}
              width={DOOR.width}
              height={DOOR.height}
              rx={DOOR.width / 2}
            />
          </g>
        </g>
      ))}
      {children}
    </svg>
  );
}
