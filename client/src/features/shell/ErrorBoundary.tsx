import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after an error; `retry` remounts them. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/** React has no hook for render errors, hence a class. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  private retry = (): void => {
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.retry, this.state.error);
    // A new key after a retry remounts the screen, so its query is fetched again.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
