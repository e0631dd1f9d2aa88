import { useSyncExternalStore } from 'react';
import { type InstallPrompt, installPrompt } from './install-prompt';

/** Whether the browser offered installation, and the call that shows its dialog. */
export function useInstallPrompt(prompt: InstallPrompt = installPrompt) {
  const canInstall = useSyncExternalStore(prompt.subscribe, prompt.canInstall, prompt.canInstall);
  return { canInstall, promptInstall: prompt.promptInstall };
}
