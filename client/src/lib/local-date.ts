import { useSyncExternalStore } from 'react';

/** Today in the buyer's own time zone as YYYY-MM-DD: the earliest delivery date they may ask for. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const unchanging = () => () => {};
const serverDay = () => '';

/**
 * localToday for a page the server may have rendered: '' while hydrating (the server's day need
 * not be the buyer's, and a differing attribute is not patched by hydration), the buyer's today
 * from the render after.
 */
export function useLocalToday(): string {
  return useSyncExternalStore(unchanging, localToday, serverDay);
}
