import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

interface Disclosure<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The element holding both the button and the panel: a pointer down outside it closes. */
  ref: RefObject<T | null>;
}

/**
 * Open/closed state of a menu button (WAI-ARIA disclosure pattern). Escape closes and gives focus
 * back to the button; a click elsewhere closes. A closed panel is not rendered at all, so its
 * links never duplicate the visible ones for assistive technology.
 */
export function useDisclosure<T extends HTMLElement>(): Disclosure<T> {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, ref };
}
