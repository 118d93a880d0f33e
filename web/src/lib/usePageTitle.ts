import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The description in index.html, used by screens that do not give their own. */
export const DEFAULT_DESCRIPTION =
  'RowRecruit connects high school rowers, families and coaches with college rowing programs.';

/** Sets the document title, and the meta description when one is given, for the current screen. */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title === '' ? 'RowRecruit' : `${title} | RowRecruit`;
  }, [title]);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}

/**
 * Scrolls to the element named by the URL hash once the screen has rendered, and again whenever a
 * link to the same hash is followed.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
