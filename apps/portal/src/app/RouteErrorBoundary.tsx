import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so that another screen can be tried. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches a screen that fails to load or render and shows `RouteError` instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}
