import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleKey } from '@gagyeong/contracts';
import { classifyRemoteFailure, RemoteLoadError, type RemoteFailureKind } from './remote-load-error';
import { remoteOf } from '@gagyeong/contracts';
import { reportRemoteFailure } from '../remote-health';
import { remoteUrl } from './load-remote-module';

interface Props {
  readonly module: RemoteModuleKey;
  readonly children: ReactNode;
  readonly renderFallback: (kind: RemoteFailureKind) => ReactNode;
}

interface State {
  readonly kind: RemoteFailureKind | undefined;
}

/** Contains a remote's failure to its own region; the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { kind: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { kind: classifyRemoteFailure(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Load failures were logged and reported by the loader; a render failure is, here, once.
    if (error instanceof RemoteLoadError) return;
    const name = remoteOf(this.props.module);
    reportRemoteFailure(name, 'render');
    console.error(
      `[remote:${name}] ${new RemoteLoadError('execution', this.props.module, remoteUrl(name), error).message}`,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.kind ? this.props.renderFallback(this.state.kind) : this.props.children;
  }
}
