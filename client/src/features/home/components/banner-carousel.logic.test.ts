import { describe, expect, it } from 'vitest';
import { nextSlide } from './banner-carousel.logic.ts';

describe('nextSlide', () => {
  it('cycles forward through three slides and back to the first (1 → 2 → 3 → 1)', () => {
    const seen = [0];
    for (let i = 0; i < 3; i++) seen.push(nextSlide(seen.at(-1) ?? 0, 'next', 3));
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('cycles backward from the first slide to the last (1 → 3 → 2 → 1)', () => {
    const seen = [0];
    for (let i = 0; i < 3; i++) seen.push(nextSlide(seen.at(-1) ?? 0, 'previous', 3));
    expect(seen).toEqual([0, 2, 1, 0]);
  });

  it('stays on the only slide of a one-slide carousel', () => {
    expect(nextSlide(0, 'next', 1)).toBe(0);
    expect(nextSlide(0, 'previous', 1)).toBe(0);
  });

  it('refuses a carousel without slides', () => {
    expect(() => nextSlide(0, 'next', 0)).toThrow(RangeError);
  });
});
