import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '@/lib/errorReporting';
import './errors.css';

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: { message: string } | null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

/**
 * Catches render errors anywhere beneath it and shows the error screen. Once errored it stays
 * errored: the only way out is the full navigation of "Go to Home".
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { message: messageOf(error) } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error boundary caught:', error, info);
    reportRenderError(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorScreen message={this.state.error.message} />;
    return this.props.children;
  }
}

export function ErrorScreen({ message }: { message: string }) {
  return (
    <main className="error-screen" id="main">
      <div className="error-screen__card card" role="alert" aria-labelledby="error-title">
        <svg className="error-screen__icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5 1.5 21h21L12 2.5Z"
            fill="currentColor"
            fillOpacity="0.14"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <path d="M12 9.5v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="12" cy="17.6" r="1.1" fill="currentColor" />
        </svg>
        <h1 id="error-title">Something went wrong</h1>
        <p className="error-screen__message">{message}</p>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => {
            window.location.assign('/');
          }}
        >
          Go to Home
        </button>
      </div>
    </main>
  );
}
