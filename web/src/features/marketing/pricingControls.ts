import { tabForKey } from '@/lib/tabKeys';
import { audienceFrom, DEFAULT_AUDIENCE, type Audience, type Billing } from './plans';

/**
 * The pricing page's audience tabs and billing toggle. The page holds every audience's panel and
 * both prices of every plan; these controls show the chosen ones. The same code drives the page
 * React renders and the one rendered at build time, on which React does not run.
 *
 * What it reads in `root`: tabs `[role=tab][data-audience]` controlling panels
 * `[role=tabpanel][data-audience]`; billing radios `input[data-billing-choice]`; prices
 * `[data-billing]`.
 */

/** The address's query for an audience: the default tab has none. */
export function audienceSearch(audience: Audience): string {
  return audience === DEFAULT_AUDIENCE ? '' : `?audience=${audience}`;
}

/** Shows `audience`'s panel and marks its tab selected. */
function showAudience(root: HTMLElement, audience: Audience): void {
  for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"][data-audience]')) {
    const selected = tab.dataset.audience === audience;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('audience-tab--selected', selected);
  }
  for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"][data-audience]')) {
    panel.hidden = panel.dataset.audience !== audience;
  }
}

function showBilling(root: HTMLElement, billing: Billing): void {
  for (const price of root.querySelectorAll<HTMLElement>('[data-billing]')) {
    price.hidden = price.dataset.billing !== billing;
  }
}

/**
 * Wires the controls inside `root`; `onAudience` hears each chosen audience (to keep it in the
 * address). Returns the function that unwires them.
 */
export function pricingControls(root: HTMLElement, onAudience: (audience: Audience) => void): () => void {
  const tabs = () => Array.from(root.querySelectorAll<HTMLElement>('[role="tab"][data-audience]'));
  const choose = (tab: HTMLElement) => {
    const audience = audienceFrom(tab.dataset.audience ?? null);
    showAudience(root, audience);
    onAudience(audience);
  };

  const onClick = (event: MouseEvent) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"][data-audience]') : null;
    if (tab && root.contains(tab)) choose(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = tabs();
    const index = all.findIndex((tab) => tab === event.target);
    if (index < 0) return;
    const next = all[tabForKey(event.key, index, all.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    choose(next);
    next.focus();
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.billingChoice && input.checked) {
      showBilling(root, input.value === 'annual' ? 'annual' : 'monthly');
    }
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('change', onChange);
  // A browser restoring the page may bring back the annual choice.
  const checked = root.querySelector<HTMLInputElement>('input[data-billing-choice]:checked');
  if (checked) showBilling(root, checked.value === 'annual' ? 'annual' : 'monthly');
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('change', onChange);
  };
}

/** The audience the address names, shown at once (the page rendered at build time shows the default). */
export function showAudienceFromAddress(root: HTMLElement, search: string): void {
  showAudience(root, audienceFrom(new URLSearchParams(search).get('audience')));
}
