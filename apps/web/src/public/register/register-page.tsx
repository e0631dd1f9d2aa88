/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type InviteFromAddress, inviteFromSearch } from '../../lib/invite-texts';
import { APP_NAME } from '../../lib/login-texts';
import { REGISTER_LINKS, REGISTER_TEXTS } from '../../lib/register-texts';
import type { AuthRoleTab } from '../../lib/role-tabs';
import { Alert } from '../components/alert';
import { AuthFrame } from '../components/auth-frame';
import { LinkRow } from '../components/link-row';
import { RoleTabs, rememberRoleTab } from '../components/role-tabs';
import { failureMessage, PublicApiError } from '../public-http';
import { CompanyForm } from './company-form';
import { ContractorForm } from './contractor-form';
import { loadRegistrationInfo } from './registration-info';
import { invitedPhoneOf } from './registration-invite';

type Info = { state: 'loading' } | { state: 'loaded'; info: RegistrationInfo } | { state: 'failed'; message: string };

type Props = {
  tab: AuthRoleTab;
  /** The address's query: the invite a registration came from. None when the build draws the page. */
  search?: string;
  /** A page load of the next address; the tests watch it instead. */
  leaveFor?: (path: string) => void;
};

const replacePage = (path: string) => window.location.replace(path);

const NO_INVITE: InviteFromAddress = { token: null, person: null, query: '' };

/** Asks for the terms, each step said to `setInfo`. */
function loadInfoInto(setInfo: (info: Info) => void) {
  setInfo({ state: 'loading' });
  loadRegistrationInfo().then(
    (loaded) => setInfo({ state: 'loaded', info: loaded }),
    (error: unknown) => {
      if (!(error instanceof PublicApiError)) console.error('Условия регистрации не загрузились', error);
      setInfo({ state: 'failed', message: failureMessage(error, REGISTER_TEXTS.infoFailed) });
    },
  );
}

/**
 * /login/register for a visitor without a session (SPEC §5, ADR 016), as the app's
 * features/auth/pages/register-page.tsx: the company's form or the contractor's (by SMS code, with the company's
 * invite when the link brought one). The build draws the forms; the script asks for the offer and the documents the
 * consent names, and the forms are sent once they are here. Each registration ends with a page load of the app's
 * completion step.
 */
export function RegisterPage({ tab: initialTab, search, leaveFor = replacePage }: Props) {
  const [tab, setTab] = useState(initialTab);
  const [info, setInfo] = useState<Info>({ state: 'loading' });
  const [invitedPhone, setInvitedPhone] = useState<string | null>(null);
  const invite = useMemo(
    () => (search === undefined ? NO_INVITE : inviteFromSearch(new URLSearchParams(search))),
    [search],
  );
  // Started once whatever the timing: with the loads in effects keyed on their inputs, answers that came before
  // Preact had run the effects made it run them again (the invite link asked three times in this page's tests).
  const hasStarted = useRef(false);

  const loadInfo = () => loadInfoInto(setInfo);

  useEffect(() => {
    // The build's render has no address: it stays loading for the script to finish.
    if (search === undefined || hasStarted.current) return;
    hasStarted.current = true;
    loadInfoInto(setInfo);
    // Without the number the person types it: a failed prefill is not the registration's failure.
    invitedPhoneOf(invite).then(setInvitedPhone, (error: unknown) =>
      console.warn('Номер из приглашения не подставлен', error),
    );
  }, [search, invite]);

  useEffect(() => {
    document.title = `${REGISTER_TEXTS.title} — ${APP_NAME}`;
  }, []);

  const chooseTab = (next: AuthRoleTab) => {
    rememberRoleTab(next);
    setTab(next);
  };

  const loaded = info.state === 'loaded' ? info.info : null;
  return (
    <AuthFrame view={tab}>
      <h1>{REGISTER_TEXTS.title}</h1>
      {info.state === 'failed' && (
        <div class="stack-tight info-failed">
          <Alert message={info.message} />
          <button type="button" class="button-text button-start" onClick={loadInfo}>
            {REGISTER_TEXTS.retry}
          </button>
        </div>
      )}
      <RoleTabs label={REGISTER_TEXTS.tabsLabel} tab={tab} onTab={chooseTab}>
        {tab === 'company' ? (
          <CompanyForm info={loaded} leaveFor={leaveFor} />
        ) : (
          <ContractorForm info={loaded} invite={invite} invitedPhone={invitedPhone} leaveFor={leaveFor} />
        )}
      </RoleTabs>
      <LinkRow links={REGISTER_LINKS} />
    </AuthFrame>
  );
}
