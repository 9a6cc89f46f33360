import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec, SectionSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi } from '../mockApi';

// jsdom has no object URLs: hand out numbered ones and remember which blob each stands for.
const objectUrls = new Map<string, Blob>();
const urlStatics = URL as unknown as Record<string, unknown>;
beforeEach(() => {
  objectUrls.clear();
  urlStatics['createObjectURL'] = vi.fn((blob: Blob) => {
    const url = `blob:test/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  });
  urlStatics['revokeObjectURL'] = vi.fn();
});
afterEach(() => {
  delete urlStatics['createObjectURL'];
  delete urlStatics['revokeObjectURL'];
  vi.restoreAllMocks();
});

const detail = (sections: SectionSpec[]): LayoutSpec => ({ layout: 'detail', source: { endpoint: '/projects/{{ $params.id }}' }, sections });
const dashboard = (sections: SectionSpec[]): LayoutSpec => ({ layout: 'dashboard', sections });
const cardTitles = () => screen.queryAllByTestId('item-card').map((card) => card.querySelector('p')?.textContent);

const tasks = [
  { id: 11, name: 'Load truck', done: true },
  { id: 12, name: 'Build stage', done: false },
  { id: 13, name: 'Hang lights', done: false },
  { id: 14, name: 'Sound check', done: false },
];

describe('section filter and limit', () => {
  it("keeps the record's sub-list items for which the filter holds, at most `limit` of them", async () => {
    mockApi({ 'GET /projects/5': { data: { id: 5, name: 'Festival', tasks } } });
    renderLayout(detail([{ id: 'open', title: 'tasks.open', items: 'tasks', item: { title: '{{ name }}' }, filter: { field: 'done', equals: false }, limit: 2 }]), { params: { id: '5' } });
    await screen.findByText('Build stage');
    expect(cardTitles()).toEqual(['Build stage', 'Hang lights']);
  });

  it("filters a section's own source, and the filter may read the screen's scope", async () => {
    const seen = mockApi({ 'GET /tasks': { data: listOf([...tasks, { id: 15, name: 'Mine', done: false, ownerId: 1 }]) } });
    renderLayout(dashboard([{ id: 'mine', title: 'tasks.mine', source: { endpoint: '/tasks' }, item: { title: '{{ name }}' }, filter: { field: 'ownerId', equals: 1 } }]));
    await screen.findByText('Mine');
    expect(cardTitles()).toEqual(['Mine']);
    expect(seen[0]).toMatchObject({ url: '/tasks', params: { limit: 1000, page: 1 } });
  });

  it('without a filter, limit alone cuts the list', async () => {
    mockApi({ 'GET /tasks': { data: listOf(tasks) } });
    renderLayout(dashboard([{ id: 'first', title: 'tasks.first', source: { endpoint: '/tasks' }, item: { title: '{{ name }}' }, limit: 1 }]));
    await screen.findByText('Load truck');
    expect(cardTitles()).toEqual(['Load truck']);
  });

  it('hides a dashboard section whose filter leaves nothing', async () => {
    mockApi({ 'GET /tasks': { data: listOf(tasks) } });
    renderLayout(dashboard([
      { id: 'none', title: 'tasks.none', source: { endpoint: '/tasks' }, item: { title: '{{ name }}' }, filter: { field: 'name', equals: 'Nothing like this' } },
      { id: 'all', title: 'tasks.all', source: { endpoint: '/tasks' }, item: { title: '{{ name }}' } },
    ]));
    await screen.findByText('Load truck');
    expect(screen.queryByRole('region', { name: 'tasks.none' })).toBeNull();
    expect(screen.getByRole('region', { name: 'tasks.all' })).toBeTruthy();
  });

  it('shows the empty message of a detail sub-list the filter emptied', async () => {
    mockApi({ 'GET /projects/5': { data: { id: 5, tasks } } });
    renderLayout(detail([{ id: 'late', title: 'tasks.late', items: 'tasks', item: { title: '{{ name }}' }, filter: { field: 'late', equals: true }, empty: 'tasks.noneLate' }]), { params: { id: '5' } });
    expect(await screen.findByText('tasks.noneLate')).toBeTruthy();
    expect(cardTitles()).toEqual([]);
  });
});

describe('section itemActions', () => {
  const section: SectionSpec = {
    id: 'open',
    title: 'tasks.open',
    items: 'tasks',
    item: { title: '{{ name }}' },
    filter: { field: 'done', equals: false },
    limit: 2,
    itemActions: [
      { id: 'done', kind: 'call', label: 'tasks.markDone', call: { method: 'POST', endpoint: '/projects/{{ $params.id }}/tasks/{{ id }}/done', body: { by: '{{ $user.personId }}' } }, onSuccess: { toast: 'tasks.marked' } },
      { id: 'urgent', kind: 'call', label: 'tasks.escalate', when: { field: 'name', equals: 'Hang lights' }, call: { method: 'POST', endpoint: '/tasks/{{ id }}/escalate' } },
    ],
  };

  it("draws the actions on every item and posts to the item's own endpoint", async () => {
    const seen = mockApi({ 'GET /projects/5': { data: { id: 5, tasks } }, 'POST /projects/5/tasks/13/done': { data: {} } });
    const { environment } = renderLayout(detail([section]), { params: { id: '5' } });
    await screen.findByText('Build stage');
    const cards = screen.getAllByTestId('item-card');
    expect(cards.map((card) => within(card).queryAllByRole('button').map((button) => button.textContent))).toEqual([
      ['tasks.markDone'],
      ['tasks.markDone', 'tasks.escalate'],
    ]);
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'tasks.markDone' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'tasks.marked' }));
    expect(seen.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', url: '/projects/5/tasks/13/done', params: {}, data: { by: 1 } }]);
  });

  it("shows the server's message when an item's call fails, and keeps the item", async () => {
    mockApi({
      'GET /projects/5': { data: { id: 5, tasks } },
      'POST /projects/5/tasks/12/done': { status: 409, data: { error: { code: 'conflict', message: 'This task was already closed' } } },
    });
    const { environment } = renderLayout(detail([section]), { params: { id: '5' } });
    await screen.findByText('Build stage');
    fireEvent.click(within(screen.getAllByTestId('item-card')[0]!).getByRole('button', { name: 'tasks.markDone' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'This task was already closed' }));
    expect(cardTitles()).toEqual(['Build stage', 'Hang lights']);
  });
});

describe('section display: gallery', () => {
  const photos = [
    { id: 1, caption: 'Stage left', fileId: 31 },
    { id: 2, caption: 'From the web', url: 'https://cdn.example.com/p.jpg' },
    { id: 3, caption: 'Gone', fileId: 33 },
  ];
  const section: SectionSpec = {
    id: 'photos',
    title: 'photos.title',
    source: { endpoint: '/projects/5/photos' },
    display: 'gallery',
    item: { title: '{{ caption }}', image: '{{ url ?? fileUrl }}' },
    itemActions: [{ id: 'remove', kind: 'call', label: 'photos.remove', call: { method: 'DELETE', endpoint: '/photos/{{ id }}' } }],
  };

  it('fetches api images as blobs with the session, shows absolute URLs as they are, and keeps a missing one a placeholder', async () => {
    const seen = mockApi({
      'GET /projects/5/photos': { data: listOf(photos.map((photo) => ({ ...photo, fileUrl: photo.fileId ? `/files/${photo.fileId}` : null }))) },
      'GET /files/31': { data: new Blob(['png'], { type: 'image/png' }), headers: { 'content-type': 'image/png' } },
    });
    renderLayout(dashboard([section]));
    const stage = await screen.findByRole('img', { name: 'Stage left' });
    expect(stage.getAttribute('src')).toMatch(/^blob:test\//);
    expect(await objectUrls.get(stage.getAttribute('src')!)?.text()).toBe('png');
    expect(screen.getByRole('img', { name: 'From the web' }).getAttribute('src')).toBe('https://cdn.example.com/p.jpg');
    expect(screen.getAllByTestId('gallery-item')).toHaveLength(3);
    await waitFor(() => expect(seen.some((request) => request.url === '/files/33')).toBe(true));
    expect(screen.queryByRole('img', { name: 'Gone' })).toBeNull();
    expect(screen.getByText('Gone')).toBeTruthy();
    expect(seen.some((request) => request.url.includes('cdn.example.com'))).toBe(false);
  });

  it('draws the item actions under each picture, acting on that item', async () => {
    const seen = mockApi({ 'GET /projects/5/photos': { data: listOf([photos[1]]) }, 'DELETE /photos/2': { data: {} } });
    renderLayout(dashboard([section]));
    const tile = (await screen.findByText('From the web')).closest('[data-testid="gallery-item"]') as HTMLElement;
    fireEvent.click(within(tile).getByRole('button', { name: 'photos.remove' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE' && request.url === '/photos/2')).toBe(true));
  });
  it('does not fetch a removed picture again when the call refreshes the gallery', async () => {
    let shown = [photos[0]!, { id: 4, caption: 'Backstage', fileId: 34 }];
    const png = { data: new Blob(['png'], { type: 'image/png' }), headers: { 'content-type': 'image/png' } };
    const seen = mockApi({
      'GET /projects/5/photos': () => ({ data: listOf(shown.map((photo) => ({ ...photo, fileUrl: `/files/${photo.fileId}` }))) }),
      'DELETE /photos/1': () => {
        shown = shown.filter((photo) => photo.id !== 1);
        return { data: {} };
      },
      'GET /files/31': png,
      'GET /files/34': png,
    });
    renderLayout(dashboard([section]));
    await screen.findByRole('img', { name: 'Stage left' });
    await screen.findByRole('img', { name: 'Backstage' });
    const tile = screen.getByText('Stage left').closest('[data-testid="gallery-item"]') as HTMLElement;
    fireEvent.click(within(tile).getByRole('button', { name: 'photos.remove' }));
    // The picture that stays is fetched again (files are refreshed after a call), the removed one is not.
    await waitFor(() => expect(seen.filter((request) => request.url === '/files/34')).toHaveLength(2));
    expect(screen.queryByText('Stage left')).toBeNull();
    expect(seen.filter((request) => request.url === '/files/31')).toHaveLength(1);
  });
});

describe('item avatars', () => {
  const people: SectionSpec = {
    id: 'people', title: 'people.title', source: { endpoint: '/people' },
    item: { title: '{{ name }}', avatar: '/persons/{{ id }}/picture' },
  };

  it('shows a face fetched with the session beside the title, and the initials while it is missing', async () => {
    const seen = mockApi({
      'GET /people': { data: listOf([{ id: 1, name: 'Sam Crew' }, { id: 2, name: 'Dana de Vries' }]) },
      'GET /persons/1/picture': { data: new Blob(['svg'], { type: 'image/svg+xml' }), headers: { 'content-type': 'image/svg+xml' } },
    });
    renderLayout(dashboard([people]));
    const face = await screen.findByRole('img', { name: 'Sam Crew' });
    expect(face.getAttribute('src')).toMatch(/^blob:test\//);
    await waitFor(() => expect(seen.some((request) => request.url === '/persons/2/picture')).toBe(true));
    const dana = screen.getByText('Dana de Vries').closest('[data-testid="item-card"]') as HTMLElement;
    expect(within(dana).queryByRole('img')).toBeNull();
    expect(within(dana).getByText('DD')).toBeTruthy();
  });
});

describe('section html', () => {
  it('sanitises the HTML from the data: no scripts or handlers, links open outside the app', async () => {
    const html = [
      '<p>Welcome to <b>Acme</b></p>',
      '<script>window.__hacked = "script"</script>',
      '<img src="x.png" alt="logo" onerror="window.__hacked = \'onerror\'">',
      '<a href="https://acme.example.com/info">More info</a>',
      '<a href="javascript:alert(1)">Bad link</a>',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('');
    mockApi({ 'GET /projects/5': { data: { id: 5, info: html } } });
    const { container } = renderLayout(detail([{ id: 'info', title: 'company.info', html: '{{ info }}' }]), { params: { id: '5' } });
    const link = await screen.findByRole('link', { name: 'More info' });
    expect(screen.getByText('Acme').tagName).toBe('B');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const image = container.querySelector('img[alt="logo"]');
    expect(image).not.toBeNull();
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('__hacked');
    expect(screen.getByText('Bad link').getAttribute('href') ?? '').not.toContain('javascript');
    expect((window as unknown as Record<string, unknown>)['__hacked']).toBeUndefined();
  });
});

describe('section permission', () => {
  /** A fake Permissions API whose status can change later, as when the user grants it in the settings. */
  function stubPermission(state: PermissionState | 'fails') {
    const status = Object.assign(new EventTarget(), { state: state === 'fails' ? 'prompt' : state, name: 'geolocation', onchange: null });
    const query = vi.fn(async () => {
      if (state === 'fails') throw new TypeError('not supported');
      return status as unknown as PermissionStatus;
    });
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    return { status, query };
  }
  /** Waits until the browser's answer (or its failure) has reached the screen. */
  async function afterAnswer(query: { mock: { results: { value: unknown }[] } }) {
    await waitFor(() => expect(query.mock.results).toHaveLength(1));
    await act(async () => {
      await Promise.allSettled(query.mock.results.map((result) => result.value));
    });
  }
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>)['permissions'];
  });

  const warning = dashboard([{ id: 'location', permission: 'geolocation', message: 'checkIn.locationNeeded' }]);

  it.each(['denied', 'prompt'] as const)('shows its message while the location permission is %s', async (state) => {
    const { query } = stubPermission(state);
    renderLayout(warning);
    expect((await screen.findByRole('status')).textContent).toBe('checkIn.locationNeeded');
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
  });

  it('shows nothing when the permission is granted', async () => {
    const { query } = stubPermission('granted');
    const { container } = renderLayout(warning);
    await afterAnswer(query);
    expect(screen.queryByText('checkIn.locationNeeded')).toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('hides the message once the user grants the permission', async () => {
    const { status } = stubPermission('denied');
    renderLayout(warning);
    await screen.findByText('checkIn.locationNeeded');
    status.state = 'granted';
    status.dispatchEvent(new Event('change'));
    await waitFor(() => expect(screen.queryByText('checkIn.locationNeeded')).toBeNull());
  });

  const askable = dashboard([{
    id: 'location', permission: 'geolocation', message: 'checkIn.locationWhy', refusedMessage: 'checkIn.locationRefused',
    actions: [{ id: 'allow', kind: 'permission', permission: 'geolocation', label: 'checkIn.allowLocation' }],
  }]);

  it('says why and offers to ask before the browser has asked; once refused, says to go to the settings, without the button', async () => {
    const { status } = stubPermission('prompt');
    renderLayout(askable);
    expect((await screen.findByRole('status')).textContent).toBe('checkIn.locationWhy');
    expect(screen.getByRole('button', { name: 'checkIn.allowLocation' })).toBeTruthy();
    status.state = 'denied';
    act(() => { status.dispatchEvent(new Event('change')); });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('checkIn.locationRefused'));
    expect(screen.queryByRole('button', { name: 'checkIn.allowLocation' })).toBeNull();
  });

  it('shows nothing for the location where the browser cannot tell (it asks when the location is used)', async () => {
    const { query } = stubPermission('fails');
    renderLayout(warning);
    await afterAnswer(query);
    expect(screen.queryByText('checkIn.locationNeeded')).toBeNull();
  });
});

describe('section file', () => {
  const section: SectionSpec = { id: 'badge', title: 'persons.badge', file: { endpoint: '/projects/{{ id }}/badge' }, empty: 'persons.noBadge' };

  it('shows an image file and saves it under its name with the Download button', async () => {
    const seen = mockApi({
      'GET /projects/5': { data: { id: 5 } },
      'GET /projects/5/badge': { data: new Blob(['png'], { type: 'image/png' }), headers: { 'content-type': 'image/png', 'content-disposition': 'inline; filename="badge-5.png"' } },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderLayout(detail([section]), { params: { id: '5' } });
    const image = await screen.findByRole('img', { name: 'badge-5.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    expect(seen.find((request) => request.url === '/projects/5/badge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('badge-5.png');
    expect(await objectUrls.get(link.getAttribute('href')!)?.text()).toBe('png');
  });

  it('draws a picture without the Download button when the section says so (a logo)', async () => {
    mockApi({
      'GET /projects/5': { data: { id: 5 } },
      'GET /projects/5/badge': { data: new Blob(['png'], { type: 'image/png' }), headers: { 'content-type': 'image/png', 'content-disposition': 'inline; filename="logo.png"' } },
    });
    renderLayout(detail([{ ...section, fileDownload: false }]), { params: { id: '5' } });
    await screen.findByRole('img', { name: 'logo.png' });
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('shows the name of a file it cannot draw, with the Download button', async () => {
    mockApi({
      'GET /projects/5': { data: { id: 5 } },
      'GET /projects/5/badge': { data: new Blob(['a,b']), headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="crew.csv"' } },
    });
    renderLayout(detail([section]), { params: { id: '5' } });
    expect(await screen.findByText('crew.csv')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('shows the empty message for a file that is not there (404), and no Download button', async () => {
    mockApi({
      'GET /projects/5': { data: { id: 5 } },
      'GET /projects/5/badge': { status: 404, data: new Blob([JSON.stringify({ error: { code: 'not_found', message: 'No badge' } })], { type: 'application/json' }) },
    });
    renderLayout(detail([section]), { params: { id: '5' } });
    expect(await screen.findByText('persons.noBadge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("shows the server's message and a retry for another failure", async () => {
    mockApi({
      'GET /projects/5': { data: { id: 5 } },
      'GET /projects/5/badge': { status: 403, data: new Blob([JSON.stringify({ error: { code: 'forbidden', message: 'Not your badge' } })], { type: 'application/json' }) },
    });
    renderLayout(detail([section]), { params: { id: '5' } });
    expect(await screen.findByText('Not your badge')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a section counted by a number of its record (count:)', () => {
  const counted: SectionSpec = { id: 'toConfirm', message: 'payrolls.toConfirmMessage', count: 'itemsToConfirm' };

  it('says its message in the plural form the number needs', async () => {
    mockApi({ 'GET /projects/1': { data: { id: 1, itemsToConfirm: 1 } }, 'GET /projects/3': { data: { id: 3, itemsToConfirm: 3 } } });
    renderLayout(detail([counted]), { params: { id: '1' } });
    expect(await screen.findByText('1 item of this payroll waits for your confirmation. Open it to confirm or decline it.')).toBeTruthy();
    renderLayout(detail([counted]), { params: { id: '3' } });
    expect(await screen.findByText('3 items of this payroll wait for your confirmation. Open an item to confirm or decline it.')).toBeTruthy();
  });
});
