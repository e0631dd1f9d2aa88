import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { detectInstallPlatform, InstallInstructionDialog } from './install-instruction-dialog';

function Harness({ platform }: { platform: 'ios' | 'android' | 'desktop' }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Как установить
      </button>
      <InstallInstructionDialog open={isOpen} onClose={() => setIsOpen(false)} platform={platform} />
    </>
  );
}

describe('install instruction dialog', () => {
  it('opens with the Safari steps and closes', async () => {
    render(<Harness platform="ios" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Как установить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Как установить приложение' });
    expect(dialog).toHaveTextContent('Нажмите «Поделиться» внизу экрана.');
    expect(dialog).toHaveTextContent('Выберите «На экран „Домой“».');

    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    render(<Harness platform="android" />);
    await userEvent.click(screen.getByRole('button', { name: 'Как установить' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Откройте меню браузера «⋮».');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('picks the instructions for the device', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    expect(detectInstallPlatform({ userAgent: iphone, maxTouchPoints: 5 })).toBe('ios');
    expect(detectInstallPlatform({ userAgent: ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(detectInstallPlatform({ userAgent: ipad, maxTouchPoints: 0 })).toBe('desktop');
    expect(detectInstallPlatform({ userAgent: android, maxTouchPoints: 5 })).toBe('android');
    expect(detectInstallPlatform({ userAgent: windows, maxTouchPoints: 0 })).toBe('desktop');
  });
});
