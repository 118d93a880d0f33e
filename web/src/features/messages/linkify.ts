/** A piece of a message: plain text, or a web address to make clickable. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https addresses are candidates; no other scheme (javascript:, data:, mailto:, …) ever becomes a link.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"`]+/gi;
// Punctuation that ends a sentence rather than an address: "see https://a.edu/camp."
const TRAILING = /[.,;:!?'*]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops trailing punctuation, and a closing bracket that has no opening one inside the address. */
function trimEnd(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const last = trimmed.slice(-1);
    const opener = CLOSERS[last];
    if (opener !== undefined && count(trimmed, last) > count(trimmed, opener)) {
      address = trimmed.slice(0, -1);
    } else if (trimmed !== address) {
      address = trimmed;
    } else {
      return address;
    }
  }
}

/** The address as a link target, or null when it does not parse as an http(s) address with a host. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits a message's text into plain text and http(s) links, keeping every character. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimEnd(match[0]);
    const href = safeHref(address);
    if (href === null) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', text: address, href });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
