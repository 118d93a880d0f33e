import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Sets the document title for the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === '' ? 'RowRecruit' : `${title} | RowRecruit`;
  }, [title]);
}

/** Scrolls to the element named by the URL hash once the screen has rendered. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash]);
}
