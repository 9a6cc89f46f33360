import { request } from 'node:http';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { settle } from './browser';
import { textIn } from './demo';

/**
 * Calls to the api at another tenant's host name. Browsers send every `*.localhost` name to this machine; Node's
 * resolver does not, and `fetch` ignores a Host header, so these connect to the server's address and name the host.
 */

/** The app at a tenant's host, e.g. `acme` → http://acme.localhost:<port>. */
export const tenantUrl = (tenant: string) => inject('baseUrl').replace('//localhost', `//${tenant}.localhost`);

/** One api call at `host` (`acme.localhost`): its status and parsed body. */
export function callAt<T = unknown>(host: string, method: 'GET' | 'POST' | 'DELETE', path: string, bearer?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const server = new URL(inject('baseUrl'));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request({
      host: server.hostname, port: server.port, method, path: `/api/v1${path}`,
      headers: {
        Host: `${host}:${server.port}`, Type: 'MOBILE',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
      },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
      });
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A demo login's token at a tenant's host. */
export async function tokenAt(host: string, username: string): Promise<string> {
  const answer = await callAt<{ token: string }>(host, 'POST', '/auth/token', undefined, { username, password: 'demo1234' });
  expect(answer.status, `logging in as ${username} at ${host}`).toBe(200);
  return answer.body.token;
}

/**
 * The phone puts the app away and brings it back to the foreground (what a person does by switching apps): the page
 * becomes hidden, then visible again, with the events a browser fires.
 */
export async function bringToForeground(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    state('hidden');
    state('visible');
  });
}

/** Logs Acme's crew member in on Acme's login screen (in Dutch, Acme's language) and waits for the home screen. */
export async function logInAtAcme(page: Page): Promise<void> {
  const nl = textIn('nl');
  await page.goto('/login');
  await page.getByLabel(nl('login.username')).fill('crew@acme.test');
  await page.getByLabel(nl('login.password')).first().fill('demo1234');
  await page.getByRole('button', { name: nl('login.submit') }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await settle(page);
}
