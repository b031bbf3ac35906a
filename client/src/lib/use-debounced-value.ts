import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`: the first render has it at once, later
 * changes follow a pause (a form's typing becomes one request, not one per keystroke). Compare by
 * value: pass a string or a number, not an object made anew on each render.
 */
export function useDebouncedValue<T extends string | number | boolean | null>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
