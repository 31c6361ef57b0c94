import type { AllDayCount } from './kitchen-rules';

/** 'All day': how many of each item the open tickets still need, most first. */
export function AllDayPanel({ counts }: { counts: readonly AllDayCount[] }) {
  return (
    <section
      aria-labelledby="all-day-heading"
      className="grid content-start gap-2 rounded-2xl border-2 border-border bg-card p-3"
    >
      <h2 id="all-day-heading" className="text-xl font-bold">
        All day
      </h2>
      {counts.length === 0 ? (
        <p className="text-lg text-muted-foreground">Nothing to make.</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-2 lg:grid-cols-1">
          {counts.map((count) => (
            <li
              key={count.key}
              className="flex items-center gap-3 rounded-xl bg-background px-3 py-2 text-lg font-semibold"
            >
              <span className="min-w-10 shrink-0 whitespace-nowrap text-3xl font-bold tabular-nums">
                {count.quantity}
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span>{count.name}</span>
                {count.choices.length > 0 ? (
                  <span className="grid text-base font-normal">
                    {count.choices.map((choice) => (
                      <span key={choice.text}>
                        <span className="font-bold tabular-nums">{choice.quantity}</span>{' '}
                        {choice.text}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
