/**
 * The tab a key moves to from tab `index` of `count`, as the tabs pattern has it: arrows wrap
 * around, Home and End jump; null for any other key. Shared by the React tabs and the pricing
 * page's tabs (which also run on the page rendered at build time, without React).
 */
export function tabForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
