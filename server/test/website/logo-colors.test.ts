import { describe, expect, it } from 'vitest';
import { dominantColors } from '../../src/website/logo-colors';

describe('logo colours', () => {
  it('finds the dominant colours, leaving out transparent, near-white and rare pixels', () => {
    const pixel = (red: number, green: number, blue: number, alpha = 255) => [
      red,
      green,
      blue,
      alpha,
    ];
    const pixels = [
      ...Array.from({ length: 50 }, () => pixel(250, 250, 250)),
      ...Array.from({ length: 30 }, () => pixel(0, 128, 0)),
      ...Array.from({ length: 10 }, () => pixel(0, 145, 0)),
      ...Array.from({ length: 15 }, () => pixel(200, 0, 0)),
      ...Array.from({ length: 40 }, () => pixel(0, 0, 255, 0)),
      ...Array.from({ length: 2 }, () => pixel(255, 255, 0)),
    ].flat();
    // Green first, its near twin taken as the same colour, then red; yellow is under 3 % of the logo.
    expect(dominantColors(Uint8Array.from(pixels), 3)).toEqual(['#008000', '#c80000']);
  });
});
