import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { ScreenLoadErrorPage } from './status-pages';

// Bumped by every Retry; a screen whose download failed is asked for again once it changes.
let retryRound = 0;

/**
 * React.lazy keeps a failed import for good; this one asks for the screen's code again after a
 * failed download once the error screen retries (Retry, or the connection coming back; issue 8).
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const create = () => {
    const entry = {
      round: retryRound,
      hasFailed: false,
      Screen: lazy(() =>
        load().then(
          (screen) => ({ default: screen }),
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
  return function LazyScreen(props: Props) {
    if (current.hasFailed && current.round !== retryRound) current = create();
    const { Screen } = current;
    return <Screen {...props} />;
  };
}

type Props = { location: string; children: ReactNode };
type State = { error: unknown; location: string };

/**
 * Shows the error screen when a screen fails to load or render, and tries again on Retry, on the
 * browser's `online` event and on navigating elsewhere.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.location === state.location) return null;
    if (state.error !== null) retryRound += 1;
    return { location: props.location, error: null };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    retryRound += 1;
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return <ScreenLoadErrorPage onRetry={this.retry} />;
    return this.props.children;
  }
}
