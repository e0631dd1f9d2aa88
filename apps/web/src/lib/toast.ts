import type { ReactNode } from 'react';
import { type Id, type ToastOptions, toast } from 'react-toastify';

export const TOAST_DEFAULT_AUTO_CLOSE_MS = 15_000;
export const TOAST_SUCCESS_AUTO_CLOSE_MS = 3_000;
export const MAX_TRACKED_TOASTS = 5;

let tracked: Id[] = [];

/** SPEC §9: at most 5 toasts are tracked; when a sixth comes, the screen is cleared first. */
function show(content: ReactNode, options: ToastOptions): Id {
  if (tracked.length >= MAX_TRACKED_TOASTS) {
    toast.dismiss();
    tracked = [];
  }
  const id = toast(content, {
    ...options,
    onClose: () => {
      tracked = tracked.filter((t) => t !== id);
    },
  });
  tracked.push(id);
  return id;
}

export const notify = {
  error: (content: ReactNode) => show(content, { type: 'error', autoClose: TOAST_DEFAULT_AUTO_CLOSE_MS }),
  success: (content: ReactNode) => show(content, { type: 'success', autoClose: TOAST_SUCCESS_AUTO_CLOSE_MS }),
  info: (content: ReactNode) => show(content, { type: 'info', autoClose: TOAST_DEFAULT_AUTO_CLOSE_MS }),
};

/** For tests: forget tracked toasts between cases. */
export function resetTrackedToasts(): void {
  tracked = [];
}
