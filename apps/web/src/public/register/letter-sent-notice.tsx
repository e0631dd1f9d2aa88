/** @jsxImportSource preact */
import { LOGIN_PATH } from '../../lib/login-texts';
import { REGISTER_TEXTS } from '../../lib/register-texts';

/** After a company registers: the next step is the link in the letter, then logging in (the app's letter-sent-notice). */
export function LetterSentNotice({ email }: { email: string }) {
  return (
    <div class="stack-tight" role="status">
      <div class="notice-success">{REGISTER_TEXTS.letterSent}</div>
      <p>
        {REGISTER_TEXTS.letterSentBefore}
        <strong>{email}</strong>
        {REGISTER_TEXTS.letterSentAfter}
      </p>
      <p class="muted">{REGISTER_TEXTS.letterSentSpam}</p>
      <a class="button" href={LOGIN_PATH}>
        {REGISTER_TEXTS.login}
      </a>
    </div>
  );
}
