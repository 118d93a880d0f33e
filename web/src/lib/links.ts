/** The message for an address that is not a web link, as the server words it. */
export const LINK_MESSAGE = 'Enter a link that starts with http:// or https://';

/** True for an absolute http or https address. */
export function isWebLink(text: string): boolean {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Reads `token` from a URL fragment such as `#token=abc`. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}
