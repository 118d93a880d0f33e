import { createRoot } from 'react-dom/client';
import { PreferencesDialog } from '@/features/cookies/PreferencesDialog';
import { recordConsent } from '@/lib/analytics';
import { readPreferences, REJECT_ALL } from '@/lib/consent';

/** Opens the app's cookie preferences dialog on a page rendered at build time. */
export function openPreferences(onSaved: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <PreferencesDialog
      initial={readPreferences() ?? REJECT_ALL}
      onSave={(preferences) => {
        recordConsent(preferences);
        onSaved();
        close();
      }}
      onClose={close}
    />,
  );
}
