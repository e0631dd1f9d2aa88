import { useNavigate } from 'react-router';
import { LOGIN_NOTICES } from '../../../lib/login-notice';
import { notify } from '../../../lib/toast';

/** The end of every access-recovery flow (e-mail link or SMS code): say so and go to login. */
export function useFinishPasswordReset() {
  const navigate = useNavigate();
  return async () => {
    notify.success(LOGIN_NOTICES['password-changed']);
    await navigate('/login', { replace: true });
  };
}
