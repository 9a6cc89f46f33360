import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHintAnswered, rememberInstallHintAnswered } from '../../src/app/installHintMemory';
import { installHintKind, isIosSafari, type InstallSituation } from '../../src/app/installHintKind';
import { acceptInstallOffer, installPromptOffered, listenForInstallPrompt, subscribeInstallPrompt } from '../../src/app/installPromptEvent';
import { clearStoredSession, storedKeys } from '../../src/session/storedKeys';

const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const iPhoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
const iPadSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

const situation = (over: Partial<InstallSituation>): InstallSituation =>
  ({ standalone: false, userAgent: android, maxTouchPoints: 5, offered: false, answered: false, ...over });

afterEach(() => localStorage.clear());

describe('the install hint memory', () => {
  it('is unanswered at first, answered once remembered, and survives a logout', () => {
    expect(installHintAnswered()).toBe(false);
    rememberInstallHintAnswered();
    expect(installHintAnswered()).toBe(true);
    localStorage.setItem(storedKeys.token, 'x');
    clearStoredSession();
    expect(localStorage.getItem(storedKeys.token)).toBeNull();
    expect(installHintAnswered()).toBe(true);
  });

  it('keeps the other interface settings beside it, and reads a spoilt value as unanswered', () => {
    localStorage.setItem(storedKeys.uiSettings, JSON.stringify({ listFilter: 'open' }));
    rememberInstallHintAnswered();
    expect(JSON.parse(localStorage.getItem(storedKeys.uiSettings) ?? '{}')).toEqual({ listFilter: 'open', installHint: 'answered' });
    localStorage.setItem(storedKeys.uiSettings, '{not json');
    expect(installHintAnswered()).toBe(false);
  });
});

describe('which install hint', () => {
  it('offers to install where the browser offered it', () => {
    expect(installHintKind(situation({ offered: true }))).toBe('install');
    expect(installHintKind(situation({ offered: false }))).toBeNull();
  });

  it('explains Add to Home Screen on iOS Safari only (iPads call themselves Macs)', () => {
    expect(installHintKind(situation({ userAgent: iPhoneSafari }))).toBe('addToHomeScreen');
    expect(installHintKind(situation({ userAgent: iPadSafari, maxTouchPoints: 5 }))).toBe('addToHomeScreen');
    expect(isIosSafari(iPadSafari, 0)).toBe(false);
    expect(isIosSafari(iPhoneChrome, 5)).toBe(false);
  });

  it('is never shown in the installed app, nor once answered', () => {
    expect(installHintKind(situation({ offered: true, standalone: true }))).toBeNull();
    expect(installHintKind(situation({ userAgent: iPhoneSafari, standalone: true }))).toBeNull();
    expect(installHintKind(situation({ offered: true, answered: true }))).toBeNull();
    expect(installHintKind(situation({ userAgent: iPhoneSafari, answered: true }))).toBeNull();
  });
});

describe('the browser offer', () => {
  it('is caught (the browser bar held back), told to listeners, and used once', async () => {
    const stop = listenForInstallPrompt(window);
    const heard = vi.fn();
    const unsubscribe = subscribeInstallPrompt(heard);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => ({ outcome: 'accepted' })) });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installPromptOffered()).toBe(offer);
    expect(heard).toHaveBeenCalledTimes(1);
    await acceptInstallOffer();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(installPromptOffered()).toBeNull();
    unsubscribe();
    stop();
  });
});
