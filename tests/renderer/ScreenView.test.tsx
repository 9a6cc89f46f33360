import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { ScreenSpec } from '../../src/ground/screenLanguage/types';
import { ScreenView } from '../../src/renderer/ScreenView';
import { layouts } from '../../src/renderer/registry';
import { RendererProvider, type RendererEnvironment } from '../../src/renderer/RendererEnvironment';
import { accessProbe, can } from '../../src/session/can';
import { crewSession } from './renderLayout';
import { mockApi } from './mockApi';
import en from '../../locales/en.json';

/** Renders a whole screen (its context records, then its layout) with the providers renderLayout uses. */
function renderScreen(spec: ScreenSpec, params: Record<string, string> = {}) {
  const session = crewSession();
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const environment: RendererEnvironment = {
    access: accessProbe(session),
    can: (rule) => can(session, rule).allowed,
    scope: { $params: params, $user: { personId: 1 }, $today: '2026-11-22' },
    notify: vi.fn(),
    confirm: vi.fn(async () => true),
    navigate: vi.fn(),
    layouts, customComponents: {},
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RendererProvider value={environment}>
            <ScreenView screen={spec} scope={environment.scope} />
          </RendererProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { environment };
}

const jobScreen: ScreenSpec = {
  id: 'jobLocation',
  route: '/jobs/{id}/location',
  title: 'jobs.location',
  layout: 'detail',
  context: { person: { endpoint: '/persons/{{ $user.personId }}', list: false } },
  source: { endpoint: '/jobs/{{ $params.id }}' },
  sections: [{
    id: 'where',
    fields: [
      { label: 'jobs.mapService', path: '$person.mapService' },
      { label: 'jobs.address', path: 'location.address', link: '{{ location.address | mapUrl:apple }}' },
      { label: 'jobs.nickname', path: '$person.nickname' },
    ],
  }],
};

const person = { id: 1, firstName: 'Ann', mapService: 'openStreetMap', nickname: null };
const job = { id: 7, location: { address: 'Dam 1, Amsterdam' } };

describe('ScreenView', () => {
  it('loads the context record first and offers it to the layout as $person', async () => {
    const seen = mockApi({ 'GET /persons/1': { data: person }, 'GET /jobs/7': { data: job } });
    renderScreen(jobScreen, { id: '7' });
    expect(await screen.findByText('openStreetMap')).toBeTruthy();
    expect(screen.getByText('jobs.mapService')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dam 1, Amsterdam' }).getAttribute('href')).toBe('https://maps.apple.com/?q=Dam%201%2C%20Amsterdam');
    // An empty value of the context is left out like any other.
    expect(screen.queryByText('jobs.nickname')).toBeNull();
    // A record (list: false) is fetched without paging, and before the layout's own data.
    expect(seen.map((request) => [request.url, request.params])).toEqual([['/persons/1', {}], ['/jobs/7', {}]]);
  });

  it('can read a context in a layout without a source of its own', async () => {
    mockApi({ 'GET /persons/1': { data: person } });
    renderScreen({ ...jobScreen, layout: 'dashboard', source: undefined, sections: [{ id: 'me', fields: [{ label: 'persons.firstName', path: '$person.firstName' }] }] });
    expect(await screen.findByText('Ann')).toBeTruthy();
  });

  it('pages a context that is a list', async () => {
    const seen = mockApi({ 'GET /crews': { data: { items: [{ id: 3, name: 'Crew A' }], total: 1 } } });
    renderScreen({
      ...jobScreen,
      layout: 'dashboard',
      source: undefined,
      context: { crews: { endpoint: '/crews', query: { active: true }, list: true } },
      sections: [{ id: 'crews', fields: [{ label: 'crews.count', path: '$crews.total' }] }],
    });
    expect(await screen.findByText('1')).toBeTruthy();
    expect(seen[0]).toMatchObject({ url: '/crews', params: { active: true, limit: 1000, page: 1 } });
  });

  it("shows the error state with the server's message when a context fails, and not the layout; a retry loads it", async () => {
    let fail = true;
    const seen = mockApi({
      'GET /persons/1': () => (fail ? { status: 500, data: { error: { code: 'server', message: 'Person service unavailable' } } } : { data: person }),
      'GET /jobs/7': { data: job },
    });
    renderScreen(jobScreen, { id: '7' });
    expect(await screen.findByText('Person service unavailable')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('jobs.mapService')).toBeNull();
    expect(seen.some((request) => request.url === '/jobs/7')).toBe(false);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('openStreetMap')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Person service unavailable')).toBeNull());
  });

  it("shows the screen's \"… not found\" text and nothing of the screen when a context record is not there (404)", async () => {
    const seen = mockApi({
      'GET /crewMember/999/crewFunctions': { status: 404, data: { error: { code: 'not_found', message: 'Crew member not found' } } },
    });
    renderScreen({
      ...jobScreen,
      layout: 'dashboard',
      source: undefined,
      empty: 'errors.profileNotFound',
      context: { functions: { endpoint: '/crewMember/{{ $params.personId }}/crewFunctions', list: true } },
      sections: [{ id: 'ratings', title: 'crewProfile.ratings', source: { endpoint: '/crewMember/{{ $params.personId }}/crewRatings' }, item: { title: '{{ score }}' } }],
    }, { personId: '999' });
    expect(await screen.findByText('Profile not found')).toBeTruthy();
    expect(screen.queryByText('Crew member not found')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Ratings')).toBeNull();
    expect(seen.map((request) => request.url)).toEqual(['/crewMember/999/crewFunctions']);
  });

  it('draws a screen without context straight away', async () => {
    const seen = mockApi({ 'GET /jobs/7': { data: job } });
    renderScreen({ ...jobScreen, context: undefined }, { id: '7' });
    expect(await screen.findByText('Dam 1, Amsterdam')).toBeTruthy();
    expect(screen.queryByText('jobs.mapService')).toBeNull();
    expect(seen.map((request) => request.url)).toEqual(['/jobs/7']);
  });
});
