import { useId } from 'react';
import { formatMoney } from '../../contract/money';
import { useElementWidth } from '../hooks/use-element-width';

export type Bar = { label: string; value: number; display?: string };

/** A bar of an amount: drawn in dollars, labelled as money ('$1,234.50'). */
export const moneyBar = (label: string, cents: number): Bar => ({
  label,
  value: cents / 100,
  display: formatMoney(cents),
});
/** A dashed line between bars: `index` bars lie before it (fractions fall inside a bar). */
export type ChartMarker = { index: number; label: string };

// The chart is drawn in CSS px at the width it is given, never scaled: every label is 12 px
// (text-xs) on a phone as on a desktop. The fallback is the width before layout.
const FALLBACK_WIDTH = 560;
const H = 230;
const BASE_PAD = { top: 12, right: 12, bottom: 50, left: 48 };
// a 12 px character, a little wide, so that spaced labels never touch
const CHARACTER_WIDTH = 7;
const LINE_HEIGHT = 14;
// the y axis title, turned on its side at the left edge
const AXIS_TITLE_WIDTH = 24;
const shorten = (label: string, characters: number) =>
  label.length > characters ? `${label.slice(0, characters - 1)}…` : label;
const longest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => text.length));

/** A vertical bar's label on two lines ('9:45' over 'PM'), so more times fit a phone. */
function labelLines(label: string) {
  const split = label.lastIndexOf(' ');
  return split > 0 ? [label.slice(0, split), label.slice(split + 1)] : [label];
}

function BarLabel({ label, x, y }: { label: string; x: number; y: number }) {
  return (
    <text x={x} y={y} textAnchor="middle" className="fill-muted-foreground text-xs">
      {labelLines(label).map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A hand-drawn SVG bar chart (accounts spec 2.9, analytics): vertical bars, or horizontal for
 * ranked lists, with what it counts stated under the title. The numbers are also in a visually
 * hidden table for screen readers.
 */
export function BarChart({
  title,
  definition,
  bars,
  xLabel,
  yLabel,
  horizontal = false,
  empty,
  marker,
}: {
  title: string;
  definition: string;
  bars: readonly Bar[];
  xLabel: string;
  yLabel: string;
  horizontal?: boolean;
  empty: string;
  /** Vertical charts only, e.g. the end of the show. */
  marker?: ChartMarker;
}) {
  const id = useId();
  const [measure, W] = useElementWidth(FALLBACK_WIDTH);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const hasData = bars.some((bar) => bar.value > 0);
  // horizontal bars carry names on the left: a gutter of up to 180 px, names cut to fit beside
  // the axis title
  const PAD = horizontal ? { ...BASE_PAD, left: Math.min(180, Math.round(W * 0.45)) } : BASE_PAD;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const nameCharacters = Math.floor((PAD.left - 4 - AXIS_TITLE_WIDTH) / CHARACTER_WIDTH);
  // room right of the longest bar for its amount
  const valueRoom =
    longest(bars.map((bar) => String(bar.display ?? bar.value))) * CHARACTER_WIDTH + 8;
  // vertical bars label every bar, or every second, third... so that no two labels touch
  const labelWidth = longest(bars.flatMap((bar) => labelLines(bar.label))) * CHARACTER_WIDTH + 4;
  const labelEvery = Math.max(1, Math.ceil(labelWidth / (plotW / Math.max(1, bars.length))));
  return (
    <figure
      className="grid gap-2 rounded-2xl border border-border bg-card p-4"
      aria-labelledby={id}
    >
      <figcaption className="grid gap-0.5">
        <span id={id} className="text-sm font-semibold">
          {title}
        </span>
        <span className="text-xs text-muted-foreground">{definition}</span>
      </figcaption>
      {!hasData ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <div ref={measure}>
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="block h-auto w-full"
              aria-hidden
              focusable="false"
            >
              <line
                x1={PAD.left}
                y1={PAD.top}
                x2={PAD.left}
                y2={PAD.top + plotH}
                className="stroke-border"
              />
              <line
                x1={PAD.left}
                y1={PAD.top + plotH}
                x2={PAD.left + plotW}
                y2={PAD.top + plotH}
                className="stroke-border"
              />
              {bars.map((bar, index) => {
                if (horizontal) {
                  const band = plotH / bars.length;
                  const width = (bar.value / max) * Math.max(0, plotW - valueRoom);
                  const y = PAD.top + index * band + band * 0.15;
                  return (
                    <g key={`${index}-${bar.label}`}>
                      <rect
                        x={PAD.left}
                        y={y}
                        width={width}
                        height={band * 0.7}
                        rx={4}
                        className="fill-primary"
                      />
                      <text
                        x={PAD.left + width + 4}
                        y={y + band * 0.35}
                        dominantBaseline="middle"
                        className="fill-foreground text-xs"
                      >
                        {bar.display ?? bar.value}
                      </text>
                      <text
                        x={PAD.left - 4}
                        y={y + band * 0.35}
                        textAnchor="end"
                        dominantBaseline="middle"
                        className="fill-muted-foreground text-xs"
                      >
                        {shorten(bar.label, nameCharacters)}
                      </text>
                    </g>
                  );
                }
                const band = plotW / bars.length;
                const height = (bar.value / max) * plotH;
                const x = PAD.left + index * band + band * 0.15;
                const showLabel = index % labelEvery === 0;
                return (
                  <g key={`${index}-${bar.label}`}>
                    <rect
                      x={x}
                      y={PAD.top + plotH - height}
                      width={band * 0.7}
                      height={height}
                      rx={3}
                      className="fill-primary"
                    />
                    {showLabel ? (
                      <BarLabel label={bar.label} x={x + band * 0.35} y={PAD.top + plotH + 15} />
                    ) : null}
                  </g>
                );
              })}
              <text
                x={PAD.left + plotW / 2}
                y={H - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-xs"
              >
                {xLabel}
              </text>
              <text
                x={12}
                y={PAD.top + plotH / 2}
                textAnchor="middle"
                transform={`rotate(-90 12 ${PAD.top + plotH / 2})`}
                className="fill-muted-foreground text-xs"
              >
                {yLabel}
              </text>
              {marker && !horizontal ? (
                <line
                  x1={PAD.left + (marker.index * plotW) / bars.length}
                  y1={PAD.top}
                  x2={PAD.left + (marker.index * plotW) / bars.length}
                  y2={PAD.top + plotH}
                  strokeDasharray="4 3"
                  strokeWidth={2}
                  className="stroke-accent"
                />
              ) : null}
              {!horizontal ? (
                <text
                  x={PAD.left - 4}
                  y={PAD.top + 8}
                  textAnchor="end"
                  className="fill-muted-foreground text-xs"
                >
                  {max}
                </text>
              ) : null}
            </svg>
          </div>
          {marker && !horizontal ? (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span
                aria-hidden
                className="inline-block h-3 border-l-2 border-dashed border-accent"
              />
              {marker.label}
            </p>
          ) : null}
          {/* a table is never narrower than its content: the hidden box is a wrapper */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{horizontal ? yLabel : xLabel}</th>
                  <th scope="col">{horizontal ? xLabel : yLabel}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar, index) => (
                  <tr key={`${index}-${bar.label}`}>
                    <th scope="row">{bar.label}</th>
                    <td>{bar.display ?? bar.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
