export type SlideDirection = 'previous' | 'next';

/**
 * The slide shown after pressing an arrow: forward 0→1→2→0, backward 0→2→1→0 (docs/product/screens.md:
 * "cycle 1, 2, 3 and back to 1"). Indexes are zero-based; `count` is the number of slides.
 */
export function nextSlide(current: number, direction: SlideDirection, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a carousel needs at least one slide, got ${count}`);
  const step = direction === 'next' ? 1 : -1;
  // Adding count before the modulo keeps the result positive when stepping back from 0.
  return (((current + step) % count) + count) % count;
}
