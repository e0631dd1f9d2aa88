import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeEmailRequestSchema } from '@vyplaty/contracts';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTrackedToasts } from '../../lib/toast';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';
import { useZodForm } from './use-zod-form';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const refusal = (status: number, data: unknown) =>
  new AxiosError('x', 'ERR_BAD_REQUEST', config, {}, { status, data, statusText: '', headers: {}, config });

type Props = { onSubmit: (values: { email: string }) => Promise<unknown> };

function EmailDialog({ onSubmit, onDone, onClose }: Props & { onDone: () => void; onClose: () => void }) {
  const form = useZodForm(changeEmailRequestSchema, { defaultValues: { email: '' } });
  return (
    <FormDialog
      form={form}
      title="Новый e-mail"
      submitText="Отправить письмо"
      onSubmit={onSubmit}
      serverFields={['email']}
      failureText="Не удалось сменить e-mail, попробуйте позже"
      onDone={onDone}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="email" label="E-mail" />
    </FormDialog>
  );
}

function renderDialog(onSubmit: Props['onSubmit']) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <EmailDialog onSubmit={onSubmit} onDone={onDone} onClose={onClose} />
      <ToastContainer />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Новый e-mail' });
  return { onDone, onClose, dialog, field: within(dialog).getByLabelText('E-mail') };
}

describe('FormDialog', () => {
  beforeEach(() => resetTrackedToasts());

  it('checks a field with the contract’s rule when it loses focus, and sends nothing invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { dialog, field } = renderDialog(onSubmit);
    const user = userEvent.setup();
    await user.type(field, 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Некорректный e-mail')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once however often it is pressed, shows progress meanwhile, then reports done', async () => {
    let answer: (value: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { dialog, field, onDone, onClose } = renderDialog(onSubmit);
    const user = userEvent.setup();
    await user.type(field, 'anna@example.ru');
    const submit = within(dialog).getByRole('button', { name: 'Отправить письмо' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    // The button is disabled; a second submit can still come from the keyboard (Enter in a field).
    fireEvent.submit(dialog.querySelector('form')!);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(within(dialog).getByRole('button', { name: 'Отменить' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.ru' });

    answer({});
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the server’s field message on the field and stays open', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        refusal(400, {
          error_message: 'Проверьте поля',
          code: 'VALIDATION_ERROR',
          fields: { email: 'Этот e-mail уже занят' },
        }),
      ),
    );
    const { dialog, field, onDone } = renderDialog(onSubmit);
    const user = userEvent.setup();
    await user.type(field, 'anna@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await within(dialog).findByText('Этот e-mail уже занят')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText('Проверьте поля')).not.toBeInTheDocument();
  });

  it('shows any other refusal as a toast with the server’s words, else its own', async () => {
    const { dialog, field, onDone } = renderDialog(() =>
      Promise.reject(refusal(409, { error_message: 'Слишком много попыток', code: 'CONFLICT' })),
    );
    const user = userEvent.setup();
    await user.type(field, 'anna@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('Слишком много попыток')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('«Отменить» closes without sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { dialog, onClose } = renderDialog(onSubmit);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
