import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPhonePage, settle } from './browser';
import { addDays } from './suiteClock';
import { storedKeys } from '../../src/session/storedKeys';
import { pluralCategoryFor } from '../../src/ground/screenLanguage/pluralForms';

/**
 * What the e2e tests share about the demo: its logins through the api, the app's texts in a language, and a
 * phone page that counts every console error as a problem.
 */

/** A demo login's token (every demo password is `demo1234`). */
export async function token(username: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Type: 'MOBILE' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  expect(response.status, `logging in as ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A GET of the api as the token's holder; anything but 200 fails the test. */
export async function api<T>(bearer: string, path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A list answer of the api. */
export interface List<T> { items: T[]; total: number }

/**
 * A write to the api as the token's holder, with a JSON body when one is given; any answer but `status` fails the
 * test with the server's words. Answers the parsed body (null when there is none).
 */
export async function send<T>(bearer: string, method: 'POST' | 'DELETE', path: string, body?: unknown, status = 200): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** A tail that makes a name or caption this run's own (names only: dates come from the suite's clock). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A name no other record holds: the label and a unique tail. */
export const uniqueName = (label: string) => `${label} ${uniqueSuffix()}`;

/** The claims of a token, read without checking it (the server did). */
export function claimsOf<Claims = { loginData: { person: { id: number }; language: string } }>(bearer: string): Claims {
  return JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as Claims;
}

/**
 * The app's text for an i18n key in a language, with `{{ name }}` values filled in; with a `count`, the plural form the
 * count takes in that language (as i18next picks it).
 */
export function textIn(language: string): (key: string, values?: Record<string, string | number>) => string {
  const texts = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Record<string, unknown>;
  const read = (key: string) => key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], texts);
  return (key, values = {}) => {
    const text = typeof values.count === 'number' && read(key) === undefined ? read(`${key}_${pluralCategoryFor(language, values.count)}`) : read(key);
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => String(values[name] ?? ''));
  };
}

/** A section of a detail screen: a region named by its title. */
export const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A phone page that records every console error as a problem (the plain one keeps only CSP reports). */
export async function watchedPhonePage(browser: Browser, grant: string[] = []): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPhonePage(browser);
  if (grant.length > 0) await opened.page.context().grantPermissions(grant, { origin: inject('baseUrl') });
  opened.page.on('console', (message) => {
    if (message.type() === 'error') opened.problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  return opened;
}

/** The screen has settled and shows no error state, in any language (the error state is marked, not read). */
export async function expectNoErrorState(page: Page): Promise<void> {
  await settle(page);
  expect(await page.getByTestId('error-state').count(), `error states on ${page.url()}`).toBe(0);
}

/** An app text function in one language (see textIn). */
export type Texts = ReturnType<typeof textIn>;

/**
 * Logs the page in as `username` the way the login screen leaves the app (its token and rights in local storage),
 * without drawing the login screen and home: the tests of the login screen itself use `logIn`; the others start at
 * the screen they test, which saves some 2 s per test on a 2-core machine. The page is left on an empty page of the
 * app's origin (served by the test, not the app); answers the login's api token.
 */
export async function signIn(page: Page, username: string): Promise<string> {
  const bearer = await token(username);
  const [rights, mailboxRights] = await Promise.all([api<object>(bearer, '/userRights'), api<object>(bearer, '/mailboxUserRights')]);
  const empty = `${inject('baseUrl')}/e2e-sign-in`;
  await page.route(empty, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title><link rel="icon" href="data:,">' }));
  await page.goto(empty);
  await page.evaluate(([stored, keys]) => {
    localStorage.setItem(keys.token, stored.bearer);
    localStorage.setItem(keys.userRights, JSON.stringify(stored.rights));
    localStorage.setItem(keys.mailboxUserRights, JSON.stringify(stored.mailboxRights));
  }, [{ bearer, rights, mailboxRights }, storedKeys] as const);
  await page.unroute(empty);
  return bearer;
}

/**
 * A phone page of its own, logged in as `username` (see `signIn`: no screen is open yet), with that login's api
 * token and texts.
 */
export async function loggedInPhone(browser: Browser, username: string): Promise<{ page: Page; problems: string[]; bearer: string; t: Texts }> {
  const { page, problems } = await watchedPhonePage(browser);
  const bearer = await signIn(page, username);
  return { page, problems, bearer, t: textIn(claimsOf(bearer).loginData.language) };
}

/** Opens a screen by its address, waits for its title and for it to settle without an error state. */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();
  await expectNoErrorState(page);
}

/** The first day from `from` on which `login` has nothing in their planning (jobs, blocked dates, absences), within 60 days. */
export async function freeDayOf(login: string, from: string): Promise<string> {
  const items = (await api<List<{ startDate: string; endDate: string }>>(await token(login), `/planningCalendarItems?from=${from}&to=${addDays(from, 60)}`)).items;
  const busy = (day: string) => items.some((item) => item.startDate <= day && item.endDate >= day);
  let day = from;
  while (busy(day)) day = addDays(day, 1);
  return day;
}
