import { createContext, useContext } from 'react';

/**
 * True while a public page is rendered to HTML at build time. Such a page is served before any
 * script runs (and to visitors without JavaScript), so parts that depend on the visitor's browser,
 * like the cookie banner, are written hidden and shown by the page's script.
 */
export const StaticPageContext = createContext(false);

export function useStaticPage(): boolean {
  return useContext(StaticPageContext);
}
