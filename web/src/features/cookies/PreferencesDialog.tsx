import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
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

interface PreferencesDialogProps {
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onClose: () => void;
}

/** The cookie choices, in a modal dialog; the Close button is focused first. */
export function PreferencesDialog({ initial, onSave, onClose }: PreferencesDialogProps) {
  const [choice, setChoice] = useState<CookiePreferences>(initial);

  return (
    <Dialog
      title="Cookie preferences"
      description="Choose which cookies RowRecruit may use. You can change this at any time from the footer."
      onClose={onClose}
      closeButton
      className="modal"
    >
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
    </Dialog>
  );
}
