import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The description in index.html, used by screens that do not give their own. */
export const DEFAULT_DESCRIPTION =
  'RowRecruit connects high school rowers, families and coaches with college rowing programs.';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * When pages are rendered ahead of time, effects never run: the renderer provides this to learn
 * the page's title and description, and writes them into the page's <head>.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** "Pricing | RowRecruit"; the home page is plain "RowRecruit". */
export function documentTitle(title: string): string {
  return title === '' ? 'RowRecruit' : `${title} | RowRecruit`;
}

/** Sets the document title, and the meta description when one is given, for the current screen. */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useContext(PageHeadContext)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
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
