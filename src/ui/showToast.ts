import { notifications } from '@mantine/notifications';
import { createToastQueue, toastLifetime, type Toast } from './toastQueue';

const colors = { error: 'red', success: 'green', info: 'blue', warning: 'yellow', default: 'gray' } as const;
const queue = createToastQueue();

/** Shows a toast (already translated) unless the same type and message is showing. */
export function showToast(toast: Toast): void {
  const key = queue.admit(toast);
  if (!key) return;
  notifications.show({
    id: key,
    message: toast.message,
    color: colors[toast.type],
    autoClose: toast.lifetime ?? toastLifetime,
    withCloseButton: true,
    onClick: toast.action
      ? () => {
          toast.action?.();
          notifications.hide(key);
        }
      : undefined,
    style: toast.action ? { cursor: 'pointer' } : undefined,
    onClose: () => queue.release(key),
  });
}
