import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CookiePreferences } from '@/lib/consent';

type OptionalCategory = 'analytics' | 'marketing' | 'thirdParty';

const categories: { key: OptionalCategory; label: string; description: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Helps us understand which pages are used so we can improve them. No data is sold.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Lets us measure our campaigns and show you relevant RowRecruit news elsewhere.',
  },
  {
    key: 'thirdParty',
    label: 'Third-party',
    description: 'Allows features provided by partners, such as embedded videos.',
  },
];

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface PreferencesDialogProps {
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onClose: () => void;
}

/** A modal dialog: focus moves in, is kept inside, Escape closes it and focus returns. */
export function PreferencesDialog({ initial, onSave, onClose }: PreferencesDialogProps) {
  const [choice, setChoice] = useState<CookiePreferences>(initial);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId}>Cookie preferences</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id={descriptionId} className="modal__intro">
          Choose which cookies RowRecruit may use. You can change this at any time from the footer.
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave({ ...choice, essential: true });
          }}
        >
          <ul className="pref-list">
            <li className="pref">
              <div className="pref__text">
                <label htmlFor="pref-essential" className="pref__label">
                  Essential
                </label>
                <p id="pref-essential-desc">Needed to sign in and keep the site secure. Always on.</p>
              </div>
              <input
                id="pref-essential"
                type="checkbox"
                role="switch"
                className="switch"
                checked
                disabled
                readOnly
                aria-describedby="pref-essential-desc"
              />
            </li>
            {categories.map((category) => (
              <li key={category.key} className="pref">
                <div className="pref__text">
                  <label htmlFor={`pref-${category.key}`} className="pref__label">
                    {category.label}
                  </label>
                  <p id={`pref-${category.key}-desc`}>{category.description}</p>
                </div>
                <input
                  id={`pref-${category.key}`}
                  type="checkbox"
                  role="switch"
                  className="switch"
                  checked={choice[category.key]}
                  aria-describedby={`pref-${category.key}-desc`}
                  onChange={(event) => {
                    setChoice((current) => ({ ...current, [category.key]: event.target.checked }));
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              Save Preferences
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
