const pad = (n: number) => String(n).padStart(2, '0');

// Without an offset, Date reads this form as the browser's wall clock.
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An instant as a `datetime-local` field shows it: the browser's wall clock, to the minute. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser wall clock) as an ISO instant; empty or partial means none. */
export function fromLocalInput(value: string): string | undefined {
  if (!LOCAL_INPUT.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
