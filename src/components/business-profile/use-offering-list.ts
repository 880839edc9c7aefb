import { useEffect, useRef } from 'react';
import { BUSINESS_PROFILE_LIMITS, type Offering } from '@contract/business-profile';
import { fieldId } from './field-ids';

export const OFFERINGS_PATH = 'offerings';

export const blankOffering = (): Offering => ({
  name: '',
  description: '',
  price: null,
  season: [],
});

const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * Adding, removing and moving products, with focus following the change once the rows
 * have re-rendered: a new row's name, the row now in a removed one's place, a moved
 * row's button.
 */
export function useOfferingList(
  value: Offering[],
  onChange: (next: Offering[]) => void,
  idPrefix: string,
) {
  // Where focus goes once the rows have re-rendered: a new row's name, a moved row's button.
  const focusTarget = useRef<string | null>(null);
  const full = value.length >= BUSINESS_PROFILE_LIMITS.offerings;
  const setFocusTarget = (id: string) => {
    focusTarget.current = id;
  };
  const setFocusRow = (row: number) =>
    setFocusTarget(fieldId(idPrefix, `${OFFERINGS_PATH}.${row}.name`));

  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const add = (at = value.length) => {
    if (full) return;
    onChange([...value.slice(0, at), blankOffering(), ...value.slice(at)]);
    setFocusRow(at);
  };
  const nameEnter = (index: number) => {
    if (index + 1 < value.length)
      document.getElementById(fieldId(idPrefix, `${OFFERINGS_PATH}.${index + 1}.name`))?.focus();
    else add();
  };
  const remove = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    if (value.length > 1) setFocusRow(Math.min(index, value.length - 2));
  };
  const move = (from: number, to: number) => {
    onChange(moved(value, from, to));
    // Focus follows the moved row; at either end its other button is the one still enabled.
    const atEnd = to === 0 || to === value.length - 1;
    const direction = to < from ? 'up' : 'down';
    const other = direction === 'up' ? 'down' : 'up';
    setFocusTarget(`${fieldId(idPrefix, `${OFFERINGS_PATH}.${to}`)}-${atEnd ? other : direction}`);
  };
  const change = (index: number, patch: Partial<Offering>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  return { full, add, nameEnter, remove, move, change };
}
