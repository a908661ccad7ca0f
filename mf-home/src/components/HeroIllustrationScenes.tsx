import { type CSSProperties, memo, type ReactNode } from 'react';
import styles from './HeroIllustration.module.css';

/** Stagger of the pieces that draw themselves in. */
const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds}s` });

/** The drawing's coordinate system: every layer spans it whole. */
const WIDTH = 400;
const HEIGHT = 280;

/** A point of the drawing as a percentage of a layer's box, for the transform-origin of its motion. */
const origin = (x: number, y: number) => `${(x / WIDTH) * 100}% ${(y / HEIGHT) * 100}%`;

interface LayerProps {
  /** The endless motion of this layer (a class of HeroIllustration.module.css), if any. */
  motion?: string;
  /** The point it turns or scales around, in the drawing's coordinates. */
  around?: readonly [number, number];
  animationDelay?: number;
  children: ReactNode;
}

/**
 * One layer of a drawing, stacked over the layers before it. A piece that moves without end has a
 * layer of its own and moves as a whole: a transform of an HTML-level box runs on the compositor,
 * while a transform of a shape inside an SVG restyles, lays out and repaints the page in every frame.
 */
function Layer({ motion, around, animationDelay, children }: LayerProps) {
  const style: CSSProperties = {};
  if (around) style.transformOrigin = origin(...around);
  if (animationDelay !== undefined) style.animationDelay = `${animationDelay}s`;
  return (
    <svg
      className={motion ? `${styles.layer} ${motion}` : styles.layer}
      style={style}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A browser window in which a website builds itself block by block, while a cursor clicks its button. */
export const BrowserIllustration = memo(function BrowserIllustration() {
  return (
    <>
      <Layer motion={styles.float} around={[244, 12]}>
        <circle className={styles.soft} cx="318" cy="86" r="74" />
      </Layer>
      <Layer motion={styles.float} around={[24, 200]} animationDelay={-2}>
        <circle className={styles.soft} cx="62" cy="238" r="38" />
      </Layer>
      <Layer>
        <rect className={styles.shadow} x="48" y="50" width="300" height="214" rx="16" />
        <rect className={styles.card} x="38" y="38" width="300" height="214" rx="16" />
        <path d="M38 72h300" stroke="#e2e8f0" strokeWidth="2" />
        <circle cx="58" cy="55" r="5" fill="#f87171" />
        <circle cx="74" cy="55" r="5" fill="#fbbf24" />
        <circle cx="90" cy="55" r="5" fill="#34d399" />
        <rect x="108" y="47" width="176" height="16" rx="8" fill="#f1f5f9" />
        <rect
          className={`${styles.accent} ${styles.grow}`}
          x="54"
          y="86"
          width="268"
          height="14"
          rx="5"
          style={delay(0.1)}
        />
        <rect
          className={`${styles.soft} ${styles.grow}`}
          x="54"
          y="112"
          width="142"
          height="70"
          rx="8"
          style={delay(0.3)}
        />
        <circle className={`${styles.accent} ${styles.pop}`} cx="125" cy="147" r="16" style={delay(0.5)} />
        <rect
          className={`${styles.ink} ${styles.grow}`}
          x="210"
          y="114"
          width="104"
          height="11"
          rx="4"
          style={delay(0.5)}
        />
        <rect
          className={`${styles.line} ${styles.grow}`}
          x="210"
          y="133"
          width="92"
          height="8"
          rx="4"
          style={delay(0.6)}
        />
        <rect
          className={`${styles.line} ${styles.grow}`}
          x="210"
          y="147"
          width="70"
          height="8"
          rx="4"
          style={delay(0.7)}
        />
        {[54, 146, 238].map((x, index) => (
          <g key={x} className={styles.slideIn} style={delay(0.9 + index * 0.12)}>
            <rect x={x} y="196" width="84" height="44" rx="8" fill="#f8fafc" stroke="#e2e8f0" strokeWidth="2" />
            <circle className={styles.accent} cx={x + 16} cy="212" r="6" opacity="0.8" />
            <rect className={styles.line} x={x + 28} y="208" width="44" height="7" rx="3.5" />
            <rect className={styles.line} x={x + 12} y="224" width="60" height="6" rx="3" />
          </g>
        ))}
      </Layer>
      {/* Over the cards drawn after it in the single drawing: they never overlap. */}
      <Layer motion={styles.pulse} around={[242, 173]}>
        <g className={styles.pop} style={delay(0.8)}>
          <rect className={styles.accent} x="210" y="164" width="64" height="18" rx="9" />
        </g>
      </Layer>
      <Layer motion={styles.bob}>
        <rect className={styles.accent} x="300" y="16" width="74" height="38" rx="12" />
        <text className={styles.label} x="337" y="41" textAnchor="middle">
          {'</>'}
        </text>
      </Layer>
      <Layer motion={styles.cursor} around={[246, 172]}>
        <path
          d="M246 172l4 26 7-7 8 14 6-3-8-14 10-2z"
          fill="#0f172a"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </Layer>
    </>
  );
});

/** A shopping cart that products drop into, with a swinging price tag and a paid badge. */
export const CartIllustration = memo(function CartIllustration() {
  return (
    <>
      <Layer motion={styles.float} around={[220, 16]}>
        <circle className={styles.soft} cx="300" cy="96" r="80" />
      </Layer>
      <Layer>
        <ellipse className={styles.shadow} cx="212" cy="262" rx="138" ry="10" />
      </Layer>
      {/* Around the middle of the cart's foot, once its products have landed. */}
      <Layer motion={styles.wobble} around={[198, 258]}>
        <rect
          className={`${styles.accent} ${styles.drop}`}
          x="150"
          y="132"
          width="52"
          height="52"
          rx="6"
          style={delay(0.2)}
        />
        <rect
          className={styles.drop}
          x="208"
          y="116"
          width="46"
          height="68"
          rx="6"
          fill="#f59e0b"
          style={delay(0.45)}
        />
        <rect className={styles.drop} x="260" y="140" width="42" height="44" rx="6" fill="#38bdf8" style={delay(0.7)} />
        <path
          className={styles.accentStroke}
          d="M62 104h40l36 120h150"
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          className={styles.accentStroke}
          d="M112 146h222l-26 72H134z"
          fill="var(--illustration-accent)"
          fillOpacity="0.14"
          strokeWidth="7"
          strokeLinejoin="round"
        />
        <path
          className={styles.accentStroke}
          d="M118 170h208M126 194h193M180 146l8 72M230 146v72M280 146l-8 72"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.55"
        />
        <circle cx="160" cy="244" r="14" fill="#0f172a" />
        <circle cx="270" cy="244" r="14" fill="#0f172a" />
        <circle cx="160" cy="244" r="5" fill="#fff" />
        <circle cx="270" cy="244" r="5" fill="#fff" />
      </Layer>
      <Layer motion={styles.swing} around={[330, 18]} animationDelay={-1}>
        <path d="M330 18v22" stroke="#94a3b8" strokeWidth="2" />
        <path className={styles.accent} d="M312 40h36l8 12v36h-52V52z" />
        <circle cx="330" cy="52" r="4" fill="#fff" />
        <text className={styles.label} x="330" y="80" textAnchor="middle">
          €
        </text>
      </Layer>
      <Layer motion={styles.bob}>
        <g className={styles.pop} style={delay(1.1)}>
          <circle cx="70" cy="196" r="26" fill="#fff" />
          <circle className={styles.accent} cx="70" cy="196" r="20" />
          <path d="M60 196l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      </Layer>
    </>
  );
});

/** A search page whose results slide in, a magnifying glass scanning them and a growing chart. */
export const SearchIllustration = memo(function SearchIllustration() {
  return (
    <>
      <Layer motion={styles.float} around={[260, 140]}>
        <circle className={styles.soft} cx="330" cy="210" r="70" />
      </Layer>
      <Layer>
        <rect className={styles.shadow} x="34" y="32" width="300" height="44" rx="22" />
        <rect x="28" y="24" width="300" height="44" rx="22" fill="#fff" stroke="#e2e8f0" strokeWidth="2" />
        <circle cx="54" cy="46" r="8" fill="none" stroke="#94a3b8" strokeWidth="3" />
        <path d="M60 52l6 6" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
        {[92, 146, 200].map((y, index) => (
          <g key={y} className={styles.slideIn} style={delay(0.2 + index * 0.15)}>
            <rect className={styles.shadow} x="32" y={y + 4} width="220" height="44" rx="10" />
            <rect
              x="28"
              y={y}
              width="220"
              height="44"
              rx="10"
              fill="#fff"
              stroke={index === 0 ? 'var(--illustration-accent)' : '#e2e8f0'}
              strokeWidth="2"
            />
            <rect
              className={index === 0 ? styles.accent : styles.line}
              x="42"
              y={y + 11}
              width="120"
              height="9"
              rx="4"
            />
            <rect className={styles.line} x="42" y={y + 27} width="170" height="6" rx="3" />
          </g>
        ))}
        <g className={styles.pop} style={delay(0.7)}>
          <circle className={styles.accent} cx="236" cy="96" r="15" />
          <text className={styles.label} x="236" y="101.5" textAnchor="middle" style={{ fontSize: 13 }}>
            #1
          </text>
        </g>
        <path d="M276 252h104" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
        {[
          { x: 284, height: 40 },
          { x: 308, height: 64 },
          { x: 332, height: 92 },
          { x: 356, height: 112 },
        ].map((bar, index) => (
          <rect
            key={bar.x}
            className={`${styles.accent} ${styles.rise}`}
            x={bar.x}
            y={250 - bar.height}
            width="16"
            height={bar.height}
            rx="4"
            opacity={0.55 + index * 0.15}
            style={delay(0.5 + index * 0.12)}
          />
        ))}
        <g className={styles.pop} style={delay(1.1)}>
          <path
            className={styles.accentStroke}
            d="M280 170l28-22 22 12 36-38m-16 0h16v16"
            fill="none"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      </Layer>
      {/* Over the results drawn after it in the single drawing: they never overlap. */}
      <Layer motion={styles.typing} around={[76, 46]}>
        <rect className={styles.ink} x="76" y="40" width="150" height="12" rx="4" />
      </Layer>
      <Layer motion={styles.scan}>
        <circle cx="210" cy="112" r="28" fill="rgb(255 255 255 / 0.35)" stroke="#0f172a" strokeWidth="8" />
        <path d="M230 132l22 22" stroke="#0f172a" strokeWidth="11" strokeLinecap="round" />
      </Layer>
    </>
  );
});
