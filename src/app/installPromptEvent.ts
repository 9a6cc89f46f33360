/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), caught as soon as the app starts (it
 * fires once, early) and kept until the install hint uses it. A tiny store for useSyncExternalStore.
 */

import { askPersistentStorage } from '../outbox/askPersistentStorage';

/** Chromium's BeforeInstallPromptEvent (not in the DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

/** Whether an event offers to install the app (it can `prompt`). */
const isInstallPrompt = (event: Event): event is InstallPromptEvent => 'prompt' in event && typeof event.prompt === 'function';

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Starts listening on the window: the browser's own mini-infobar is held back, the offer kept for our hint. */
export function listenForInstallPrompt(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    if (!isInstallPrompt(event)) return;
    offered = event;
    tell();
  };
  const onInstalled = () => {
    offered = null;
    tell();
    // An installed app is one the person means to keep: its storage (outbox, pages seen) should be kept too.
    void askPersistentStorage('installed');
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

export const subscribeInstallPrompt = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The offer the browser made, or null (none yet, used, or not a Chromium browser). */
export const installPromptOffered = () => offered;

/** Shows the browser's install dialog once: an offer can be used only once. */
export async function acceptInstallOffer(): Promise<void> {
  const offer = offered;
  offered = null;
  tell();
  await offer?.prompt();
}
