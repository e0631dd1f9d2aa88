import type { StatusBarPlugin, Style } from '@capacitor/status-bar';
import type { NativePlatform } from './platform';

/** SPEC §9: light style (dark text for a light background) on white. */
export const STATUS_BAR_BACKGROUND = '#ffffff';

/** `lightStyle` is the plugin's Style.Light, passed in so the plugin loads only inside the shell. */
export async function setupStatusBar(
  statusBar: Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor'>,
  lightStyle: Style,
  platform: NativePlatform,
): Promise<void> {
  try {
    await statusBar.setStyle({ style: lightStyle });
    // iOS draws no status bar background of its own (the page shows through); only Android takes a colour.
    if (platform === 'android') await statusBar.setBackgroundColor({ color: STATUS_BAR_BACKGROUND });
  } catch (error) {
    console.error('Не удалось настроить строку состояния', error);
  }
}
