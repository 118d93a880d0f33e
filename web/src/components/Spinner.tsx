interface SpinnerProps {
  label?: string;
  /** Fill the available screen height and centre the spinner. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Loading', fullPage = true }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner-wrap spinner-wrap--page' : 'spinner-wrap'} role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
