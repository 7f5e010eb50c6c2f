import { Component, type ReactNode } from 'react';
import { RouterErrorPage } from './router-error-page';

interface RouteErrorBoundaryProps {
  /** The path shown: a new path renders the routes again. */
  readonly pathname: string;
  readonly children: ReactNode;
}

type RouteErrorBoundaryState = { readonly pathname: string } & (
  { readonly failed: false } | { readonly failed: true; readonly error: unknown }
);

/**
 * What the data router's root `errorElement` did: an error thrown while rendering the layout or a
 * route (not inside a remote region, which has its own boundary) shows the "Unexpected Application
 * Error" page (docs/product.md §2) until the visitor goes to another path.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override render() {
    return this.state.failed ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}
