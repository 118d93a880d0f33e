/** "2026-11-28T09:15:00.000Z" as "Nov 28, 2026, 9:15 AM", in the reader's time zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
