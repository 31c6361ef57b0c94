/** Figures side by side, each a small label over its value (totals, platform metrics). */
export function FigureGrid({
  figures,
  label,
}: {
  figures: readonly (readonly [label: string, value: string])[];
  label?: string;
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map(([name, value]) => (
        <div key={name} className="rounded-xl bg-muted/50 p-3">
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
