import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTrackedToasts } from '../lib/toast';
import { DeleteDialog } from './delete-dialog';

function renderDialog(onDelete: () => Promise<unknown>) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <>
      <DeleteDialog open onClose={onClose} onDelete={onDelete} onDeleted={onDeleted} />
      <ToastContainer />
    </>,
  );
  return { onClose, onDeleted };
}

describe('delete confirmation dialog', () => {
  beforeEach(() => resetTrackedToasts());

  it('shows the texts of the spec', () => {
    renderDialog(() => Promise.resolve());
    expect(
      screen.getByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Это действие нельзя будет отменить, и все связанные данные будут потеряны.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  });

  it("'Отменить' closes without deleting", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { onClose } = renderDialog(onDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("'Удалить' deletes, then closes", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { onClose, onDeleted } = renderDialog(onDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalled();
  });

  it("a failure without a server message toasts 'Незивестная ошибка удаления' and keeps the dialog", async () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const { onClose } = renderDialog(() => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Незивестная ошибка удаления')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failure with a server message toasts that message', async () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const err = new AxiosError(
      'x',
      'ERR_BAD_REQUEST',
      config,
      {},
      {
        status: 409,
        data: { error_message: 'Документ уже подписан', code: 'CONFLICT' },
        statusText: '',
        headers: {},
        config,
      },
    );
    renderDialog(() => Promise.reject(err));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Документ уже подписан')).toBeInTheDocument();
  });
});
