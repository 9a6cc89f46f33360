import { createToastQueue, toastLifetime, type Toast } from './toastQueue';

const colors = { error: 'red', success: 'green', info: 'blue', warning: 'yellow', default: 'gray' } as const;
const queue = createToastQueue();

/** Whether a toast was ever asked for: until then the app draws no notifications (nor loads their code). */
let asked = false;
const askedListeners = new Set<() => void>();
export const toastsAsked = (): boolean => asked;
export function subscribeToastsAsked(listener: () => void): () => void {
  askedListeners.add(listener);
  return () => askedListeners.delete(listener);
}

/** The name a screen reader gives a toast's close button, in the app's language (App keeps it current). */
let closeLabel = 'Close';
export function setToastCloseLabel(label: string): void {
  closeLabel = label;
}

/** Mantine's notifications: the toasts' store, and the component App draws them with. */
export const notificationsCode = () => import('@mantine/notifications');

/**
 * Loads the toasts' code ahead of the first toast, so that one shown offline (or after a deployment replaced the
 * build) still appears. Called once a logged-in screen is up, never on the way to the first screen.
 */
export function prepareToasts(): void {
  void notificationsCode().catch(() => undefined);
}

/**
 * Shows a toast (already translated) unless the same type and message is showing. Mantine's notifications load with
 * the first toast (or once the app has drawn, see App), not with the first screen.
 */
export function showToast(toast: Toast): void {
  const key = queue.admit(toast);
  if (!key) return;
  if (!asked) {
    asked = true;
    for (const listener of askedListeners) listener();
  }
  void notificationsCode().then(({ notifications }) => notifications.show({
    id: key,
    message: toast.message,
    color: colors[toast.type],
    autoClose: toast.lifetime ?? toastLifetime,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': closeLabel },
    onClick: toast.action
      ? () => {
          toast.action?.();
          notifications.hide(key);
        }
      : undefined,
    style: toast.action ? { cursor: 'pointer' } : undefined,
    onClose: () => queue.release(key),
  }));
}
