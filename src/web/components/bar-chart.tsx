import { useId } from 'react';
import { formatMoney } from '../../contract/money';

export type Bar = { label: string; value: number; display?: string };

/** A bar of an amount: drawn in dollars, labelled as money ('$1,234.50'). */
export const moneyBar = (label: string, cents: number): Bar => ({
  label,
  value: cents / 100,
  display: formatMoney(cents),
});
/** A dashed line between bars: `index` bars lie before it (fractions fall inside a bar). */
export type ChartMarker = { index: number; label: string };

const W = 560;
const H = 220;
const BASE_PAD = { top: 12, right: 12, bottom: 44, left: 48 };
const LABEL_CHARACTERS = 22;
const shorten = (label: string) =>
  label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;

/** A vertical bar's label on two lines ('9:45' over 'PM'), so twelve times fit a phone. */
function BarLabel({ label, x, y }: { label: string; x: number; y: number }) {
  const split = label.lastIndexOf(' ');
  const lines = split > 0 ? [label.slice(0, split), label.slice(split + 1)] : [label];
  return (
    <text x={x} y={y} textAnchor="middle" className="fill-muted-foreground text-[10px]">
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : 11}>
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
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const hasData = bars.some((bar) => bar.value > 0);
  // horizontal bars carry item names on the left, so they get a wider gutter
  const PAD = horizontal ? { ...BASE_PAD, left: 150 } : BASE_PAD;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
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
          <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden focusable="false">
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
                const width = (bar.value / max) * (plotW - 40);
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
                      y={y + band * 0.45}
                      className="fill-foreground text-[11px]"
                    >
                      {bar.display ?? bar.value}
                    </text>
                    <text
                      x={PAD.left - 4}
                      y={y + band * 0.45}
                      textAnchor="end"
                      className="fill-muted-foreground text-[10px]"
                    >
                      {shorten(bar.label)}
                    </text>
                  </g>
                );
              }
              const band = plotW / bars.length;
              const height = (bar.value / max) * plotH;
              const x = PAD.left + index * band + band * 0.15;
              const showLabel = bars.length <= 12 || index % 2 === 0;
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
                    <BarLabel label={bar.label} x={x + band * 0.35} y={PAD.top + plotH + 13} />
                  ) : null}
                </g>
              );
            })}
            <text
              x={PAD.left + plotW / 2}
              y={H - 6}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {xLabel}
            </text>
            <text
              x={12}
              y={PAD.top + plotH / 2}
              textAnchor="middle"
              transform={`rotate(-90 12 ${PAD.top + plotH / 2})`}
              className="fill-muted-foreground text-[11px]"
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
                className="fill-muted-foreground text-[10px]"
              >
                {max}
              </text>
            ) : null}
          </svg>
          {marker && !horizontal ? (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span
                aria-hidden
                className="inline-block h-3 border-l-2 border-dashed border-accent"
              />
              {marker.label}
            </p>
          ) : null}
          <table className="sr-only">
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
        </>
      )}
    </figure>
  );
}
