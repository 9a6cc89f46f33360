/** What the device tells about installing the app. */
export interface InstallSituation {
  /** Opened from the home screen already (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad calls itself a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
  /** The browser has offered to install (beforeinstallprompt). */
  offered: boolean;
  answered: boolean;
}

/** iOS or iPadOS Safari itself (other iOS browsers cannot add to the home screen the same way). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/**
 * Which install hint to show: `install` where the browser offered to install (Android, Chromium), `addToHomeScreen`
 * on iOS Safari, none when the app runs from the home screen or the person has answered already.
 */
export function installHintKind(situation: InstallSituation): 'install' | 'addToHomeScreen' | null {
  if (situation.standalone || situation.answered) return null;
  if (situation.offered) return 'install';
  return isIosSafari(situation.userAgent, situation.maxTouchPoints) ? 'addToHomeScreen' : null;
}

/** The running app's situation as the browser tells it. */
export function currentStandalone(): boolean {
  const iosStandalone = 'standalone' in navigator && navigator.standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}
