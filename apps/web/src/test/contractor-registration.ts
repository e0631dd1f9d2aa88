import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The app's contractor registration as a person fills it (features/auth/components/contractor-register-form.tsx):
 * the number and «Получить код», then the code, the password, both ticks and «Зарегистрироваться».
 */
export async function registerAsContractor({ phone, password }: { phone: string; password: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Номер телефона'), phone);
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  await user.type(await screen.findByLabelText('Код из СМС'), '123456');
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await user.click(screen.getByRole('checkbox', { name: /Принимаю условия/ }));
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  return user;
}
