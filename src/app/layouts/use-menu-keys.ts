import type { KeyboardEvent } from 'react';

/**
 * The keys of a WAI-ARIA menu: arrows move (and wrap), Home and End jump, Enter and Space
 * choose, Escape closes back to the button, Tab closes and moves on.
 */
export function menuKeyHandler({
  count,
  active,
  setActive,
  choose,
  close,
}: {
  count: number;
  active: number;
  setActive: (index: number) => void;
  choose: (index: number) => void;
  close: (focusButton: boolean) => void;
}) {
  return (event: KeyboardEvent) => {
    const last = count - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    }
  };
}
