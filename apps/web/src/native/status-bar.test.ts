import { Style } from '@capacitor/status-bar';
import { describe, expect, it, vi } from 'vitest';
import { setupStatusBar } from './status-bar';

function fakeStatusBar() {
  return { setStyle: vi.fn(async () => {}), setBackgroundColor: vi.fn(async () => {}) };
}

describe('native status bar', () => {
  it('Android: light style on white', async () => {
    const statusBar = fakeStatusBar();
    await setupStatusBar(statusBar, Style.Light, 'android');
    expect(statusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#ffffff' });
  });

  it('iOS: light style only (it has no status bar colour of its own)', async () => {
    const statusBar = fakeStatusBar();
    await setupStatusBar(statusBar, Style.Light, 'ios');
    expect(statusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(statusBar.setBackgroundColor).not.toHaveBeenCalled();
  });

  it('a plugin failure is logged, never thrown into the app start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const statusBar = fakeStatusBar();
    statusBar.setStyle.mockRejectedValueOnce(new Error('not implemented'));
    await expect(setupStatusBar(statusBar, Style.Light, 'android')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });
});
