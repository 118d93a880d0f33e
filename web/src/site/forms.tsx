import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AccessCodeForm } from '@/features/marketing/AccessCodeForm';
import { WaitlistForm } from '@/features/marketing/WaitlistForm';
import { paths } from '@/paths';

/**
 * Replaces a form of a page rendered at build time (`[data-island]`) with the app's component,
 * filled with what the visitor typed, and submits it: the component then shows progress, errors
 * and the result as it does in the app.
 */
export function mountForm(island: HTMLElement, values: Record<string, string>): void {
  const root = createRoot(island);
  flushSync(() => {
    root.render(
      island.dataset.island === 'access-code' ? (
        // The landing page is a page of its own here, not a screen of a running app.
        <AccessCodeForm defaultCode={values['access-code']} onOpened={() => window.location.assign(paths.landing)} />
      ) : (
        <WaitlistForm defaultEmail={values.email} />
      ),
    );
  });
  const form = island.querySelector('form');
  form?.querySelector('input')?.focus();
  form?.requestSubmit();
}
