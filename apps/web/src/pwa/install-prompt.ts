import { createStore } from './create-store';

/** Chromium's event (not in the DOM typings): the browser's own install dialog, usable once. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: InstallOutcome; platform?: string }>;
};
export type InstallOutcome = 'accepted' | 'dismissed';

type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type InstallPrompt = {
  /** Starts holding the browser's install event; returns a stop function. Call once, early. */
  listen: (target?: EventSource) => () => void;
  canInstall: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Shows the browser's dialog: its outcome, or false when there is nothing to show or it failed (SPEC §8). */
  promptInstall: () => Promise<InstallOutcome | false>;
};

/**
 * SPEC §4 Install prompt: the browser's before-install event is held (its default mini-bar
 * suppressed) until the person asks to install; the installed event clears it.
 */
export function createInstallPrompt(): InstallPrompt {
  const held = createStore<BeforeInstallPromptEvent | null>(null);
  return {
    listen(target = window) {
      const handleBeforeInstall = (event: Event) => {
        event.preventDefault();
        held.set(event as BeforeInstallPromptEvent);
      };
      const handleInstalled = () => held.set(null);
      target.addEventListener('beforeinstallprompt', handleBeforeInstall);
      target.addEventListener('appinstalled', handleInstalled);
      return () => {
        target.removeEventListener('beforeinstallprompt', handleBeforeInstall);
        target.removeEventListener('appinstalled', handleInstalled);
      };
    },
    canInstall: () => held.get() !== null,
    subscribe: held.subscribe,
    async promptInstall() {
      const event = held.get();
      if (!event) return false;
      // The event can be prompted only once, whatever the outcome.
      held.set(null);
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        return outcome;
      } catch (error) {
        console.error('Ошибка при установке приложения', error);
        return false;
      }
    },
  };
}

/** The app's one install prompt; main.tsx starts listening at load. */
export const installPrompt = createInstallPrompt();

/** Already running as an installed app (then there is nothing to offer). */
export function isRunningStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const isIosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isIosStandalone || Boolean(win.matchMedia?.('(display-mode: standalone)').matches);
}
