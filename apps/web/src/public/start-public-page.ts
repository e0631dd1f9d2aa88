import { listenForNotificationNavigation } from '../pwa/notification-navigation';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../pwa/service-worker-url';

/** The attribute of #root where the build lists the app's startup files (vite-plugins/route-shells.ts). */
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/** What the person does first on a public page: typing into a form, or a press or key on its links. */
const FIRST_ACTIONS = ['input', 'pointerdown', 'keydown'] as const;

/**
 * The app's startup files, asked for (not run) once the person starts to act on the page: the app's next page then
 * starts from the HTTP cache instead of the network, and the page's own first paint never shares the link with them.
 */
function fetchAppOnFirstAction(root: HTMLElement) {
  const files = (root.getAttribute(APP_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const fetchAll = () => {
    for (const action of FIRST_ACTIONS) root.removeEventListener(action, fetchAll);
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  for (const action of FIRST_ACTIONS) root.addEventListener(action, fetchAll);
}

/**
 * The same worker the app registers (pwa/service-worker.ts; SPEC §9: the site root), so that a first visit to a
 * public page makes the portal installable and works offline afterwards. Its updates are the app's to manage.
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
    console.error('Не удалось зарегистрировать service worker', error);
  });
}

/** What every public page does besides drawing itself. */
export function startPublicPage(root: HTMLElement) {
  fetchAppOnFirstAction(root);
  // A clicked notification opens its page (SPEC §2), which is the app's: a page load.
  listenForNotificationNavigation((path) => window.location.assign(path));
  // After the page is drawn and ready: the worker's precache must not compete with the page's own files.
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
