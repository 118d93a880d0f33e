/** A short message after an action: green when it went through, red (read out at once) when not. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Shows a notice, or nothing. */
export function NoticeMessage({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p className={`form-message form-message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}

/** "… could not be loaded. Try again": a failed load with a button that loads it again. */
export function RetryMessage({ text, onRetry, className }: { text: string; onRetry: () => void; className?: string }) {
  return (
    <p className={className}>
      {text}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
