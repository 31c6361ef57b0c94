import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Bumped by every retry; code whose download failed is asked for again once it changes.
let retryRound = 0;

/** Asks again for every piece of code whose download failed (Retry, the connection back). */
export function retryFailedDownloads(): void {
  retryRound += 1;
}

/** A part whose code downloads on demand; `preload` asks for it before the part renders. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload: () => void };

/**
 * React.lazy keeps a failed import for good; this one asks for the code again after a failed
 * download once a retry happened (retryFailedDownloads).
 */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  type Loaded = { default: ComponentType<Props> };
  type Entry = {
    round: number;
    hasFailed: boolean;
    /** The part once its code has arrived. */
    loaded: ComponentType<Props> | null;
    download: () => Promise<Loaded>;
    Part: ComponentType<Props>;
  };
  const create = (): Entry => {
    let download: Promise<Loaded> | null = null;
    const entry: Entry = {
      round: retryRound,
      hasFailed: false,
      loaded: null,
      // Asked for in a task of its own, not inside the render that first shows the
      // part: preparing a download (a link for each piece of code the part needs) is work too
      download: () =>
        (download ??= nextTask()
          .then(load)
          .then(
            (part) => {
              entry.loaded = part;
              return { default: part };
            },
            (error: unknown) => {
              entry.hasFailed = true;
              throw error;
            },
          )),
      Part: lazy(() => entry.download()),
    };
    return entry;
  };
  let current = create();
  const fresh = () => {
    if (current.hasFailed && current.round !== retryRound) current = create();
    return current;
  };
  function LazyPart(props: Props) {
    const entry = fresh();
    // Code that has already arrived (preloaded, or opened before) renders at once: React.lazy
    // would suspend for a moment and show the loading screen. The choice is kept while the part
    // stays on screen, since another component in its place would mount it afresh.
    const [first] = useState(() => ({ entry, Shown: entry.loaded ?? entry.Part }));
    const Shown = first.entry === entry ? first.Shown : entry.Part;
    return <Shown {...props} />;
  }
  // a failed download shows where the part renders (its fallback or the screen's error)
  LazyPart.preload = () =>
    void fresh()
      .download()
      .catch(() => undefined);
  return LazyPart;
}

type Props = { fallback?: ReactNode; children: ReactNode };

/**
 * A part of a screen (an overlay, a side section) whose code loads after the screen itself
 * (so it stays out of the home's initial JavaScript): `fallback` shows while it loads and when its
 * download failed; it asks again when the connection comes back.
 */
export class DeferredPart extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (!this.state.hasFailed) return;
    retryFailedDownloads();
    this.setState({ hasFailed: false });
  };

  override render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.hasFailed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
