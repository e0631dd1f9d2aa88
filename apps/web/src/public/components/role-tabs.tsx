/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { type AuthRoleTab, ROLE_PARAM, ROLE_TABS } from '../../lib/role-tabs';

/** The chosen tab kept in the address (`?role=`), so a reload or a shared link opens it; the history entry unchanged. */
export function rememberRoleTab(tab: AuthRoleTab) {
  const address = new URL(window.location.href);
  address.searchParams.set(ROLE_PARAM, tab);
  window.history.replaceState(window.history.state, '', address);
}

type RoleTabsProps = {
  label: string;
  tab: AuthRoleTab;
  onTab: (tab: AuthRoleTab) => void;
  children: ComponentChildren;
};

/**
 * The role's tabs (lib/role-tabs.ts) as the app's MUI Tabs are for a screen reader and a keyboard (WAI-ARIA tabs):
 * one tab in the page's tab order, the arrows move between them and choose.
 */
export function RoleTabs({ label, tab, onTab, children }: RoleTabsProps) {
  const choose = (value: AuthRoleTab) => {
    onTab(value);
    document.getElementById(`role-tab-${value}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    choose(tab === 'company' ? 'contractor' : 'company');
  };
  return (
    <>
      <div class="tabs" role="tablist" aria-label={label}>
        {ROLE_TABS.map(({ value, text }) => (
          <button
            key={value}
            type="button"
            role="tab"
            class="tab"
            id={`role-tab-${value}`}
            aria-controls={`role-panel-${value}`}
            aria-selected={tab === value ? 'true' : 'false'}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => onTab(value)}
            onKeyDown={onKeyDown}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`role-panel-${tab}`} aria-labelledby={`role-tab-${tab}`}>
        {children}
      </div>
    </>
  );
}
