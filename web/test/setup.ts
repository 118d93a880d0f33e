import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load lazily, and a test file's first lazy screen is compiled as it loads, which on a
// busy machine can take several seconds; half the test time-out still ends a real wait soon.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay pages out, so it has no scrolling.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

// jsdom has <dialog> but not its methods; opening and closing is all the app needs of them.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  delete window.gtag;
  delete window.dataLayer;
});
