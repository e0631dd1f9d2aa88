import { afterEach, describe, expect, it } from 'vitest';
import { mockCadesPlugin } from './cadesplugin.test-helpers';
import {
  CryptoProError,
  listStoreCertificates,
  loadCryptoPro,
  pluginFailure,
  signDetached,
  signHashDetached,
  signKepToSign,
} from './index';

const HEAD = {
  subjectName: 'CN=Смирнова Анна Сергеевна, O="ООО ""Демо Компания""", ИНН ЮЛ=7719617469, ОГРН=1157746123457, C=RU',
  thumbprint: 'AB12CD34AB12CD34AB12CD34AB12CD34AB12CD34',
  validTo: '2027-05-01T00:00:00.000Z',
};
const OLD = { subjectName: 'CN=Старый Сертификат', thumbprint: 'FF00', expired: true };
const NO_KEY = { subjectName: 'CN=Без ключа', thumbprint: 'EE00', hasKey: false };

const host = () => ({ win: window, doc: document });

afterEach(() => {
  delete window.cadesplugin;
  for (const s of document.querySelectorAll('script[data-cryptopro]')) s.remove();
});

describe('lib/cryptopro', () => {
  it('uses a window.cadesplugin already there; lists only valid certificates with a key', async () => {
    const mock = mockCadesPlugin({ certificates: [HEAD, OLD, NO_KEY] });
    window.cadesplugin = mock.plugin;
    const plugin = await loadCryptoPro({ host: host() });
    const list = await listStoreCertificates(plugin);
    expect(list).toEqual([
      expect.objectContaining({
        thumbprint: HEAD.thumbprint,
        owner: 'Смирнова Анна Сергеевна',
        organisation: 'ООО "Демо Компания"',
        issuer: 'Тестовый УЦ ГОСТ',
        validTo: HEAD.validTo,
      }),
    ]);
    expect(mock.CreateObjectAsync).toHaveBeenCalledWith('CAdESCOM.Store');
  });

  it('«Нет доступных сертификатов» for an empty store', async () => {
    window.cadesplugin = mockCadesPlugin({ certificates: [OLD] }).plugin;
    const plugin = await loadCryptoPro({ host: host() });
    await expect(listStoreCertificates(plugin)).rejects.toMatchObject({
      kind: 'NO_CERTIFICATES',
      message: 'Нет доступных сертификатов',
    });
  });

  it('signs detached CAdES-BES: base64-to-binary set before the content', async () => {
    const mock = mockCadesPlugin({ certificates: [HEAD] });
    window.cadesplugin = mock.plugin;
    const plugin = await loadCryptoPro({ host: host() });
    expect(await signDetached(plugin, HEAD.thumbprint, 'JVBERi0=')).toBe('SIG(JVBERi0=)');
    expect(mock.calls).toEqual(['encoding', 'content', 'sign:1:true:1']);
    expect(mock.CreateObjectAsync.mock.calls.map(([name]) => name)).toEqual([
      'CAdESCOM.Store',
      'CAdESCOM.CPSigner',
      'CAdESCOM.CadesSignedData',
    ]);
  });

  it('signs a large file by its hash: HashedData with GOST 2012-256 set before the hex, then SignHash CAdES-BES', async () => {
    const hash = '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500';
    const mock = mockCadesPlugin({ certificates: [HEAD] });
    window.cadesplugin = mock.plugin;
    const plugin = await loadCryptoPro({ host: host() });
    // The hex goes in the order the server printed it (openssl's), upper case as HashedData.Value reads.
    expect(await signHashDetached(plugin, HEAD.thumbprint, hash)).toBe(`HASHSIG(${hash.toUpperCase()})`);
    expect(mock.calls).toEqual(['algorithm:101', 'data-encoding:1', 'hash-value', 'sign-hash:1']);
    expect(mock.CreateObjectAsync.mock.calls.map(([name]) => name)).toEqual([
      'CAdESCOM.Store',
      'CAdESCOM.CPSigner',
      'CAdESCOM.HashedData',
      'CAdESCOM.CadesSignedData',
    ]);
  });

  it('signs what GET sign_kep gave: the bytes in CONTENT mode, the hash in HASH mode; SignHash failures in Russian', async () => {
    const mock = mockCadesPlugin({ certificates: [HEAD] });
    window.cadesplugin = mock.plugin;
    const plugin = await loadCryptoPro({ host: host() });
    expect(await signKepToSign(plugin, HEAD.thumbprint, { sign_mode: 'CONTENT', content: 'AA==', hash: 'ab' })).toBe(
      'SIG(AA==)',
    );
    expect(await signKepToSign(plugin, HEAD.thumbprint, { sign_mode: 'HASH', hash: 'ab'.repeat(32) })).toBe(
      `HASHSIG(${'AB'.repeat(32)})`,
    );
    window.cadesplugin = mockCadesPlugin({
      certificates: [HEAD],
      signHash: () => new Error('Действие было отменено пользователем. (0x8010006E)'),
    }).plugin;
    const cancelled = await loadCryptoPro({ host: host() });
    await expect(
      signKepToSign(cancelled, HEAD.thumbprint, { sign_mode: 'HASH', hash: 'ab'.repeat(32) }),
    ).rejects.toMatchObject({ kind: 'CANCELLED', message: 'Подписание отменено' });
  });

  it('«Сертификат не найден» when the thumbprint is gone from the store', async () => {
    window.cadesplugin = mockCadesPlugin({ certificates: [HEAD] }).plugin;
    const plugin = await loadCryptoPro({ host: host() });
    await expect(signDetached(plugin, 'DEAD', 'AA==')).rejects.toMatchObject({ message: 'Сертификат не найден' });
  });

  it.each([
    ['Действие было отменено пользователем. (0x8010006E)', 'CANCELLED', 'Подписание отменено'],
    ['The operation was canceled by the user. (0x800704C7)', 'CANCELLED', 'Подписание отменено'],
    ['Неправильный PIN. (0x8010006B)', 'WRONG_PIN', 'Неверный PIN-код носителя ключа'],
    ['Срок действия сертификата истек (0x800B0101)', 'EXPIRED', 'Срок действия сертификата истёк'],
    ['Не удается найти сертификат (0x80092004)', 'NOT_FOUND', 'Сертификат не найден'],
  ])('SignCades failing with «%s» → %s', async (text, kind, message) => {
    window.cadesplugin = mockCadesPlugin({ certificates: [HEAD], signCades: () => new Error(text) }).plugin;
    const plugin = await loadCryptoPro({ host: host() });
    await expect(signDetached(plugin, HEAD.thumbprint, 'AA==')).rejects.toMatchObject({ kind, message });
  });

  it('an unknown failure keeps the plug-in’s Russian text with its code, never an English one', () => {
    expect(pluginFailure(new Error('Ошибка при подписании данных. (0x80090008)')).message).toBe(
      'Ошибка при подписании данных (код 0x80090008)',
    );
    expect(pluginFailure(new Error('Unknown error')).message).toBe('Не удалось подписать документ');
  });

  it('no plug-in: a rejected cadesplugin promise, or the script that does not load', async () => {
    window.cadesplugin = mockCadesPlugin({ missing: true }).plugin;
    await expect(loadCryptoPro({ host: host() })).rejects.toBeInstanceOf(CryptoProError);
    delete window.cadesplugin;
    const loading = loadCryptoPro({ host: host(), src: '/vendor/missing.js' });
    const script = document.querySelector<HTMLScriptElement>('script[data-cryptopro]');
    expect(script?.getAttribute('src')).toBe('/vendor/missing.js');
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ kind: 'NO_PLUGIN' });
  });

  it('no plug-in: a cadesplugin promise that never settles times out', async () => {
    window.cadesplugin = Object.assign(new Promise(() => undefined), {
      CreateObjectAsync: async () => ({}),
    }) as unknown as typeof window.cadesplugin;
    await expect(loadCryptoPro({ host: host(), timeoutMs: 10 })).rejects.toMatchObject({ kind: 'NO_PLUGIN' });
  });
});
