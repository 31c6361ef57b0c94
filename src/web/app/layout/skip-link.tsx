/** Where a skip link goes: an element's id and what the link says. */
export type SkipTarget = { id: string; label: string };

export const SKIP_TO_MAIN: SkipTarget = { id: 'main', label: 'Skip to main content' };

/**
 * The first stop of the keyboard (WCAG 2.4.1): past the header and navigation to the screen's
 * content, or to the screen's own target; the main content when that target is not shown.
 */
export function SkipLink({ target }: { target: SkipTarget }) {
  // in a landmark of its own: its target may not be on the page (the board behind another tab)
  return (
    <nav aria-label="Skip link">
      <a
        href={`#${target.id}`}
        onClick={(event) => {
          event.preventDefault();
          const element =
            document.getElementById(target.id) ?? document.getElementById(SKIP_TO_MAIN.id);
          element?.focus();
          element?.scrollIntoView({ block: 'start' });
        }}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {target.label}
      </a>
    </nav>
  );
}
