import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportRenderError } from '@/lib/errorReporting';
import { ErrorBoundary } from './ErrorBoundary';

vi.mock('@/lib/errorReporting', () => ({ reportRenderError: vi.fn() }));

function Thrower({ value }: { value: unknown }): never {
  throw value;
}

describe('error boundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('shows the error screen with the error message and logs it', () => {
    const error = new Error('The boat capsized');
    render(
      <ErrorBoundary>
        <Thrower value={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The boat capsized')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Error boundary caught:',
      error,
      expect.objectContaining({ componentStack: expect.any(String) as unknown }),
    );
  });

  it('reports the error with its component stack', () => {
    const error = new Error('Reported');
    render(
      <ErrorBoundary>
        <Thrower value={error} />
      </ErrorBoundary>,
    );
    expect(vi.mocked(reportRenderError)).toHaveBeenCalledWith(error, expect.stringContaining('Thrower'));
  });

  it('falls back to a generic message when something other than an Error is thrown', () => {
    render(
      <ErrorBoundary>
        <Thrower value="just a string" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('Go to Home does a full navigation to /', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Thrower value={new Error('boom')} />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
