import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BusinessesResponse, BusinessSummary } from '@contract/team';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useBusinesses } from '@/lib/business-role';
import { queryClient } from '@/lib/query-client';
import { useSiteNavigation } from '@/lib/site-navigation';
import { createBusiness, switchBusiness, TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { AddBusinessDialog } from './add-business-dialog';
import { menuKeyHandler } from './use-menu-keys';
import './business-switcher.css';

type Choice = { kind: 'business'; business: BusinessSummary } | { kind: 'add' };

/** Another business, or a new one: the session acts for it and every screen reads again. */
function useSwitch() {
  return useMutation({
    mutationFn: (businessId: string) => switchBusiness(businessId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The menu's items: each business (the current one checked), then "Add a business". */
function BusinessMenu({
  id,
  businesses,
  active,
  setActive,
  onChoose,
  onClose,
}: {
  id: string;
  businesses: BusinessesResponse;
  active: number;
  setActive: (index: number) => void;
  onChoose: (choice: Choice) => void;
  onClose: (focusButton: boolean) => void;
}) {
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  useEffect(() => itemRefs.current[active]?.focus(), [active]);
  const choices: Choice[] = [
    ...businesses.businesses.map((business) => ({ kind: 'business' as const, business })),
    { kind: 'add' },
  ];
  const onKeyDown = menuKeyHandler({
    count: choices.length,
    active,
    setActive,
    choose: (index) => {
      const choice = choices[index];
      if (choice) onChoose(choice);
    },
    close: onClose,
  });
  const last = choices.length - 1;
  return (
    <ul id={id} role="menu" aria-label="Your businesses" className="business-menu card">
      {businesses.businesses.map((business, index) => (
        <li
          key={business.id}
          ref={(element) => {
            itemRefs.current[index] = element;
          }}
          tabIndex={index === active ? 0 : -1}
          role="menuitemradio"
          aria-checked={business.id === businesses.current_business_id}
          onClick={() => onChoose({ kind: 'business', business })}
          onKeyDown={onKeyDown}
        >
          {business.name}
        </li>
      ))}
      <li
        ref={(element) => {
          itemRefs.current[last] = element;
        }}
        tabIndex={active === last ? 0 : -1}
        role="menuitem"
        onClick={() => onChoose({ kind: 'add' })}
        onKeyDown={onKeyDown}
      >
        Add a business
      </li>
    </ul>
  );
}

/**
 * The business the person acts for, and a menu (WAI-ARIA menu button) to act for another or
 * add one. Someone in one business sees only its name.
 */
function Switcher() {
  const businesses = useBusinesses().data;
  const switching = useSwitch();
  const { navigate } = useSiteNavigation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [adding, setAdding] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!businesses) return null;
  const current = businesses.businesses.find((b) => b.id === businesses.current_business_id);
  if (businesses.businesses.length < 2) {
    return current ? (
      <span className="shell-greeting business-name" title={current.name}>
        {current.name}
      </span>
    ) : null;
  }
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (choice: Choice) => {
    close(true);
    if (choice.kind === 'add') return setAdding(true);
    if (choice.business.id !== businesses.current_business_id) switching.mutate(choice.business.id);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : businesses.businesses.length);
  };

  return (
    <div className="business-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary btn-small shell-account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {current?.name ?? 'Choose a business'} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <BusinessMenu
          id={menuId}
          businesses={businesses}
          active={active}
          setActive={setActive}
          onChoose={choose}
          onClose={close}
        />
      ) : null}
      {switching.isError ? (
        <span className="field-error" role="alert">
          {errorMessage(switching.error, TEAM_NETWORK_TEXT)}
        </span>
      ) : null}
      <AddBusinessDialog
        open={adding}
        onClose={() => setAdding(false)}
        create={(name) => createBusiness(name)}
        onCreated={async () => {
          setAdding(false);
          await queryClient.invalidateQueries();
          navigate(paths.onboarding);
        }}
      />
    </div>
  );
}

/** Loaded apart from the shell: it brings the query cache, which the landing page does without. */
export default function BusinessSwitcher() {
  return (
    <QueryClientProvider client={queryClient}>
      <Switcher />
    </QueryClientProvider>
  );
}
