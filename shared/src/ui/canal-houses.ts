/**
 * The site's own drawing: the row of canal houses on the quay the agency is named after (Houtmankade),
 * 1120 × 120 units, every house standing on the quay at y = 120. Geometry only; `CanalHouses` draws it.
 */

/** The three gables of the row: stepped (trapgevel), neck (halsgevel) and spout (tuitgevel). */
export type Gable = 'step' | 'neck' | 'spout';

export interface CanalHouse {
  x: number;
  width: number;
  gable: Gable;
  /** Where the front's straight sides end and the gable begins. */
  eaves: number;
  colour: string;
  /** The window colour: white on the darker blues, a pale blue on the lighter ones. */
  windowColour: string;
  /** The top of each row of windows. */
  windowRows: readonly number[];
  /** Each window's left edge, from the house's own left edge. */
  windowColumns: readonly number[];
}

export const QUAY = { width: 1120, height: 120 } as const;
export const WINDOW = { width: 10, height: 14, radius: 2 } as const;
export const DOOR = { width: 14, height: 20, top: 100 } as const;

const WHITE = '#ffffff';
const PALE = '#eff6ff';

const house = (
  x: number,
  width: number,
  gable: Gable,
  eaves: number,
  colour: string,
  windowRows: readonly number[],
  windowColumns: readonly number[],
): CanalHouse => ({
  x,
  width,
  gable,
  eaves,
  colour,
  windowColour: colour === '#93c5fd' || colour === '#60a5fa' ? PALE : WHITE,
  windowRows,
  windowColumns,
});

/** The quay from left to right. */
export const canalHouses: readonly CanalHouse[] = [
  house(20, 72, 'step', 64, '#1d4ed8', [74], [10, 31, 52]),
  house(102, 56, 'neck', 80, '#1e3a8a', [84], [12, 34]),
  house(172, 56, 'spout', 56, '#3b82f6', [64, 86], [12, 34]),
  house(242, 56, 'step', 64, '#93c5fd', [74], [12, 34]),
  house(304, 56, 'neck', 50, '#2563eb', [54, 76], [12, 34]),
  house(370, 56, 'spout', 66, '#60a5fa', [74], [12, 34]),
  house(432, 80, 'step', 74, '#1d4ed8', [84], [12, 35, 58]),
  house(526, 56, 'neck', 70, '#1e3a8a', [74], [12, 34]),
  house(596, 56, 'spout', 46, '#3b82f6', [54, 76], [12, 34]),
  house(658, 64, 'step', 74, '#93c5fd', [84], [15, 39]),
  house(736, 64, 'neck', 60, '#2563eb', [64, 86], [15, 39]),
  house(810, 64, 'spout', 76, '#60a5fa', [84], [15, 39]),
  house(888, 72, 'step', 64, '#1d4ed8', [74], [10, 31, 52]),
  house(966, 64, 'neck', 60, '#1e3a8a', [64, 86], [15, 39]),
  house(1036, 56, 'spout', 76, '#3b82f6', [84], [12, 34]),
];

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The gable's outline above the eaves, left to right, as [x, y] offsets from the house's left edge. */
function gablePoints(gable: Gable, width: number, eaves: number): [number, number][] {
  const part = (share: number) => round(width * share);
  if (gable === 'spout') return [[width / 2, eaves - 26]];
  if (gable === 'neck')
    return [
      [part(0.25), eaves - 6],
      [part(0.3), eaves - 24],
      [part(0.5), eaves - 30],
      [part(0.7), eaves - 24],
      [part(0.75), eaves - 6],
    ];
  // Stepped: three steps of 8 units up to a crown a sixth of the front wide, and three down.
  const step = width / 6;
  const up = [1, 2, 2.5].flatMap((share, index): [number, number][] => [
    [round(step * share), eaves - 8 * index],
    [round(step * share), eaves - 8 * (index + 1)],
  ]);
  const down = [3.5, 4, 5].flatMap((share, index): [number, number][] => [
    [round(step * share), eaves - 8 * (3 - index)],
    [round(step * share), eaves - 8 * (2 - index)],
  ]);
  return [...up, ...down];
}

/** The outline of a house's front: up the left side, over the gable, down the right side. */
export function housePath({ x, width, gable, eaves }: Pick<CanalHouse, 'x' | 'width' | 'gable' | 'eaves'>): string {
  const points = [
    [0, QUAY.height],
    [0, eaves],
    ...gablePoints(gable, width, eaves),
    [width, eaves],
    [width, QUAY.height],
  ];
  return `M${points.map(([left = 0, top = 0]) => `${round(x + left)} ${top}`).join(' ')}z`;
}
