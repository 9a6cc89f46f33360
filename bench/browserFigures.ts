import type { Browser } from 'playwright-core';
import type { OfflineStart, PageBytes, TabTaps, WireBytes } from './benchResults';
import { loggedInState } from './logIn';
import { measureWireBytes } from './wireBytes';
import { measureOfflineStart } from './offlineStart';
import { measurePageBytes } from './pageBytes';
import { measureTabTaps } from './tabTaps';

/** What the bench measures in Playwright's Chromium. */
export interface BrowserFigures {
  pages: PageBytes[];
  loginWire: WireBytes;
  tabTaps: TabTaps;
  offlineStart: OfflineStart;
}

/**
 * The page weights (/login logged out, home and /jobs as the crew member, /planning-calendar as the planner),
 * /login's bytes over the wire, the tab taps on 1000 jobs and the offline repeat start. Loading the pages first
 * also warms the server up.
 */
export async function measureBrowserFigures(
  browser: Browser, baseUrl: string, crewLogin: string, step: (what: string) => void,
): Promise<BrowserFigures> {
  const crew = await loggedInState(browser, baseUrl, crewLogin);
  const plannerLogin = 'planner@demo.test';
  const planner = await loggedInState(browser, baseUrl, plannerLogin);
  const pages = [
    await measurePageBytes(browser, baseUrl, { path: '/login', login: null }),
    await measurePageBytes(browser, baseUrl, { path: '/', login: crewLogin, state: crew }),
    await measurePageBytes(browser, baseUrl, { path: '/jobs', login: crewLogin, state: crew }),
    await measurePageBytes(browser, baseUrl, { path: '/planning-calendar', login: plannerLogin, state: planner }),
  ];
  const loginWire = await measureWireBytes(browser, baseUrl, '/login');
  step('tapping tabs on 1000 jobs at 4× CPU slowdown');
  const tabTaps = await measureTabTaps(browser, baseUrl, crew);
  step('opening the app offline');
  const offlineStart = await measureOfflineStart(browser, baseUrl, crewLogin);
  return { pages, loginWire, tabTaps, offlineStart };
}
