import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFETTI_COLOUR_PAIRS, Confetti } from './confetti';

function deviceAsksForLessMotion(asks: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: asks && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Confetti (§9)', () => {
  it('throws 40 rectangular and 20 dot pieces in three purple/blue pairs, hidden from readers', () => {
    deviceAsksForLessMotion(false);
    const { getByTestId } = render(<Confetti />);
    const burst = getByTestId('confetti');
    expect(burst.getAttribute('aria-hidden')).toBe('true');
    const pieces = [...burst.children].map((piece) => piece.getAttribute('data-shape'));
    expect(pieces.filter((shape) => shape === 'rectangle')).toHaveLength(40);
    expect(pieces.filter((shape) => shape === 'dot')).toHaveLength(20);
    const colours = new Set(
      [...burst.querySelectorAll<HTMLElement>('[data-shape]')].map(
        (piece) => piece.style.backgroundColor,
      ),
    );
    expect(colours.size).toBe(6);
    expect(CONFETTI_COLOUR_PAIRS.flat()).toHaveLength(6);
  });

  it('draws nothing when the device asks for less motion', () => {
    deviceAsksForLessMotion(true);
    const { queryByTestId } = render(<Confetti />);
    expect(queryByTestId('confetti')).toBeNull();
  });
});
