import { useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';

/** The end of every access-recovery flow (e-mail link or SMS code): say so and go to login. */
export function useFinishPasswordReset() {
  const navigate = useNavigate();
  return async () => {
    notify.success('Пароль изменён. Войдите с новым паролем');
    await navigate('/login', { replace: true });
  };
}
