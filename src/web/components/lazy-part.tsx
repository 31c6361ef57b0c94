import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AfterFirstPaint } from '../lib/first-paint';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Bumped by every retry; code whose download failed is asked for again once it changes.
let retryRound = 0;

/** Asks again for every piece of code whose download failed (Retry, the connection back). */
export function retryFailedDownloads(): void {
  retryRound += 1;
}

/**
 * React.lazy keeps a failed import for good; this one asks for the code again after a failed
 * download once a retry happened (retryFailedDownloads; issue 8).
 */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const create = () => {
    const entry = {
      round: retryRound,
      hasFailed: false,
      // issue 14: asked for in a task of its own, not inside the render that first shows the
      // part: preparing a download (a link for each piece of code the part needs) is work too
      Part: lazy(() =>
        nextTask()
          .then(load)
          .then(
            (part) => ({ default: part }),
            (error: unknown) => {
              entry.hasFailed = true;
              throw error;
            },
          ),
      ),
    };
    return entry;
  };
  let current = create();
  return function LazyPart(props: Props) {
    if (current.hasFailed && current.round !== retryRound) current = create();
    const { Part } = current;
    return <Part {...props} />;
  };
}

type Props = { fallback?: ReactNode; children: ReactNode };

/**
 * A part of a screen (an overlay, a side section) whose code loads after the screen itself
 * (issue 14: the home's initial JavaScript): `fallback` shows while it loads and when its
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
    // on the first screen its code is asked for once that screen has painted
    return (
      <Suspense fallback={fallback}>
        <AfterFirstPaint fallback={fallback}>{this.props.children}</AfterFirstPaint>
      </Suspense>
    );
  }
}
