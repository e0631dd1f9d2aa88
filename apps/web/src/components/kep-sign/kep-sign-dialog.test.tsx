import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KepToSign } from '../../lib/cryptopro';
import { type MockOptions, mockCadesPlugin } from '../../lib/cryptopro/cadesplugin.test-helpers';
import { KepSignDialog } from './kep-sign-dialog';

const HEAD = {
  subjectName: 'CN=Смирнова Анна Сергеевна, O=ООО Демо Компания, ИНН ЮЛ=7719617469, C=RU',
  thumbprint: 'AB12',
  validTo: '2027-05-01T00:00:00.000Z',
};

const CONTENT: KepToSign = { sign_mode: 'CONTENT', content: 'JVBERi0=', hash: 'ab'.repeat(32) };

function renderDialog(
  options: MockOptions,
  postSignature = vi.fn(async (s: string) => ({ signed: s })),
  toSign: KepToSign = CONTENT,
) {
  window.cadesplugin = mockCadesPlugin(options).plugin;
  const onSigned = vi.fn();
  render(
    <KepSignDialog
      open
      onClose={() => undefined}
      subject="Договор № 7"
      getToSign={async () => toSign}
      postSignature={postSignature}
      onSigned={onSigned}
    />,
  );
  return { onSigned, postSignature };
}

const serverRefusal = (message: string) =>
  new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 422,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { error_message: message, code: 'SIGNATURE_INVALID' },
  });

afterEach(() => {
  delete window.cadesplugin;
});

describe('KepSignDialog', () => {
  it('lists the store’s certificate, signs the bytes and posts the signature', async () => {
    const { onSigned, postSignature } = renderDialog({ certificates: [HEAD] });
    expect(await screen.findByText('Смирнова Анна Сергеевна')).toBeInTheDocument();
    expect(screen.getByText(/Действует до 01\.05\.2027 · Тестовый УЦ ГОСТ/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Смирнова/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ signed: 'SIG(JVBERi0=)' }));
    expect(postSignature).toHaveBeenCalledWith('SIG(JVBERi0=)');
  });

  it('a file over 5 MiB (sign_mode HASH, no bytes) is signed by its hash', async () => {
    const hash = 'cd'.repeat(32);
    const { onSigned, postSignature } = renderDialog({ certificates: [HEAD] }, undefined, { sign_mode: 'HASH', hash });
    await userEvent.click(await screen.findByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ signed: `HASHSIG(${hash.toUpperCase()})` }));
    expect(postSignature).toHaveBeenCalledWith(`HASHSIG(${hash.toUpperCase()})`);
  });

  it('signs a list of documents in one action and posts their signatures in its order', async () => {
    window.cadesplugin = mockCadesPlugin({ certificates: [HEAD] }).plugin;
    const onSigned = vi.fn();
    const postSignatures = vi.fn(async (signatures: string[]) => ({ count: signatures.length }));
    const second: KepToSign = { sign_mode: 'CONTENT', content: 'T1JERVI=', hash: 'cd'.repeat(32) };
    render(
      <KepSignDialog
        open
        onClose={() => undefined}
        subject="Платёжные поручения по реестру № 3"
        getToSign={async () => [CONTENT, second]}
        postSignature={postSignatures}
        onSigned={onSigned}
      />,
    );
    const sign = await screen.findByRole('button', { name: 'Подписать' });
    await waitFor(() => expect(sign).toBeEnabled());
    await userEvent.click(sign);
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ count: 2 }));
    expect(postSignatures).toHaveBeenCalledWith(['SIG(JVBERi0=)', 'SIG(T1JERVI=)']);
  });

  it('shows install instructions without the plug-in', async () => {
    renderDialog({ missing: true });
    expect(await screen.findByText(/Не найден плагин КриптоПро ЭЦП/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'КриптоПро CSP' })).toHaveAttribute(
      'href',
      'https://www.cryptopro.ru/products/csp/downloads',
    );
    expect(screen.getByRole('link', { name: 'расширение для браузера' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить снова' })).toBeInTheDocument();
  });

  it('«Нет доступных сертификатов» with an empty store', async () => {
    renderDialog({ certificates: [] });
    expect(await screen.findByText(/Нет доступных сертификатов/)).toBeInTheDocument();
  });

  it('a cancelled signing says so and posts nothing', async () => {
    const { postSignature } = renderDialog({
      certificates: [HEAD],
      signCades: () => new Error('Действие было отменено пользователем. (0x8010006E)'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Подписать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Подписание отменено');
    expect(postSignature).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the signature', async () => {
    const reason = 'Подпись не принята. Владелец сертификата: ИНН организации не совпадает';
    const { onSigned } = renderDialog(
      { certificates: [HEAD] },
      vi.fn(async () => {
        throw serverRefusal(reason);
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Подписать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(onSigned).not.toHaveBeenCalled();
  });
});
