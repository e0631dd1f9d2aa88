import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, resetTrackedToasts } from '../lib/toast';
import { CopyButton } from './copy-button';

function renderButton() {
  render(
    <>
      <CopyButton text="7707083893" label="Скопировать ИНН" />
      <ToastContainer />
    </>,
  );
}

describe('copy button', () => {
  beforeEach(() => resetTrackedToasts());

  it("copies the text and toasts 'скопировано'", async () => {
    // setup() installs user-event's clipboard stub on navigator.
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Скопировать ИНН' }));
    expect(await navigator.clipboard.readText()).toBe('7707083893');
    expect(await screen.findByText('скопировано')).toBeInTheDocument();
  });

  it('a refused clipboard is only logged: no toast', async () => {
    const user = userEvent.setup();
    const refusal = new DOMException('Document is not focused', 'NotAllowedError');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toastSpies = [vi.spyOn(notify, 'success'), vi.spyOn(notify, 'error'), vi.spyOn(notify, 'info')];
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Скопировать ИНН' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith('Не удалось скопировать в буфер обмена', refusal));
    for (const spy of toastSpies) expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
