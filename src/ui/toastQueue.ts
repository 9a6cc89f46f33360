/** Section 9: a toast lives 3000 ms unless told otherwise. */
export const toastLifetime = 3000;

/** The five toast types (section 2). */
export type ToastType = 'error' | 'success' | 'info' | 'warning' | 'default';

/** A toast to show; `action` runs on click and dismisses it. */
export interface Toast {
  type: ToastType;
  message: string;
  /** Milliseconds on screen; `false` keeps it until it is clicked or closed. */
  lifetime?: number | false;
  action?: () => void;
}

/**
 * Remembers which toasts are on screen, so that a second toast of the same type and message is not shown while
 * the first one is. Pure: the caller shows and hides.
 */
export function createToastQueue() {
  const open = new Set<string>();
  const keyOf = (toast: Pick<Toast, 'type' | 'message'>) => `${toast.type}\u0000${toast.message}`;
  return {
    /** Returns the toast's key when it should be shown, null when a twin is already showing. */
    admit(toast: Toast): string | null {
      const key = keyOf(toast);
      if (open.has(key)) return null;
      open.add(key);
      return key;
    },
    release(key: string): void {
      open.delete(key);
    },
  };
}
