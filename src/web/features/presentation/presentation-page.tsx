import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { SlideView } from './slide-view';
import {
  PRESENTATION_META_TAGS,
  PRESENTATION_TITLE,
  SLIDES,
  swipeDirection,
  type MetaTag,
} from './slides';

/** Sets one meta tag and returns how to undo it: restore the old content, or remove what we created. */
function applyMetaTag({ attribute, key, content }: MetaTag): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () =>
      previous === null
        ? existing.removeAttribute('content')
        : existing.setAttribute('content', previous);
  }
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.setAttribute('content', content);
  document.head.appendChild(created);
  return () => created.remove();
}

// accounts spec 2.15: the page sets the title, description and social meta tags.
function usePresentationMeta() {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = PRESENTATION_TITLE;
    const undoers = PRESENTATION_META_TAGS.map(applyMetaTag);
    return () => {
      document.title = previousTitle;
      for (const undo of undoers) undo();
    };
  }, []);
}

function useSlideKeys(onPrevious: () => void, onNext: () => void, onExit: () => void) {
  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      // Leave browser shortcuts such as Alt+ArrowLeft (back) alone.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = { ArrowLeft: onPrevious, ArrowRight: onNext, Escape: onExit }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onPrevious, onNext, onExit]);
}

export function PresentationPage() {
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const lastIndex = SLIDES.length - 1;

  const goTo = useCallback(
    (target: number) => setIndex(Math.min(Math.max(target, 0), lastIndex)),
    [lastIndex],
  );
  const goPrevious = useCallback(() => setIndex((current) => Math.max(current - 1, 0)), []);
  const goNext = useCallback(
    () => setIndex((current) => Math.min(current + 1, lastIndex)),
    [lastIndex],
  );
  const exit = useCallback(() => navigate('/'), [navigate]);

  usePresentationMeta();
  useSlideKeys(goPrevious, goNext, exit);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [index]);

  function handleTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  function handleTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction === 'next') goNext();
    if (direction === 'previous') goPrevious();
  }

  const slide = SLIDES[index] ?? SLIDES[0];
  if (!slide) return null;

  return (
    <div
      className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-background text-foreground"
      onTouchStart={handleTouchStart}
      onTouchEnd={handleTouchEnd}
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-40 -left-32 size-96 rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute -right-32 -bottom-40 size-96 rounded-full bg-accent/10 blur-3xl" />
      </div>
      <header className="relative flex items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <div className="flex min-w-0 items-center gap-2">
          <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
          <h1 className="truncate text-base font-bold">CurtainCall</h1>
          <span className="hidden text-sm text-muted-foreground sm:inline">
            Your post-show meal, solved.
          </span>
        </div>
        <Button variant="ghost" size="sm" onClick={exit}>
          <X aria-hidden />
          Exit
        </Button>
      </header>
      <main
        ref={scroller}
        className="relative flex flex-1 flex-col overflow-y-auto"
        aria-label="CurtainCall presentation"
        // a slide taller than a phone scrolls; keyboard users scroll it too (WCAG 2.1.1)
        tabIndex={0}
      >
        <SlideView key={index} slide={slide} position={index + 1} total={SLIDES.length} />
      </main>
      <SlideNavigation
        index={index}
        total={SLIDES.length}
        onPrevious={goPrevious}
        onNext={goNext}
        onSelect={goTo}
      />
    </div>
  );
}

type SlideNavigationProps = {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
};

function SlideNavigation({ index, total, onPrevious, onNext, onSelect }: SlideNavigationProps) {
  return (
    <nav
      aria-label="Slide navigation"
      className="relative flex items-center justify-between gap-3 border-t border-border/60 bg-background/80 px-4 py-3 backdrop-blur sm:px-8"
    >
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous slide"
        disabled={index === 0}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <div className="flex flex-col items-center gap-1">
        <div className="flex items-center">
          {Array.from({ length: total }, (_, dot) => (
            <button
              key={dot}
              type="button"
              aria-label={`Go to slide ${dot + 1}`}
              aria-current={dot === index ? 'step' : undefined}
              onClick={() => onSelect(dot)}
              className="flex h-8 min-w-6 items-center justify-center px-1"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  dot === index
                    ? 'w-6 bg-primary'
                    : 'w-2 bg-muted-foreground/40 hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
        <p aria-live="polite" className="text-xs text-muted-foreground tabular-nums">
          {index + 1} / {total}
        </p>
      </div>
      <Button size="icon" aria-label="Next slide" disabled={index === total - 1} onClick={onNext}>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
