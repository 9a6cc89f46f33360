import { describe, expect, it } from 'vitest';
import type { ScreenSpec } from '../../src/ground/screenLanguage/types';
import { anonymousProbe, type AccessProbe } from '../../src/ground/screenLanguage/evaluateCondition';
import { firstCalls } from '../../src/renderer/firstCalls';

const scope = { $user: { personId: 12 }, $params: { number: '40' }, $today: '2026-11-24' };
const crew: AccessProbe = { ...anonymousProbe, hasLoginType: (loginType) => loginType === 'crew' };
const keys = (screen: ScreenSpec, access: AccessProbe = crew) => firstCalls(screen, scope, access).map((call) => call.queryKey);

describe('firstCalls', () => {
  it("answers a dashboard's sections that apply, under the keys their parts read", () => {
    const home: ScreenSpec = {
      id: 'home', route: '/', title: 'home.title', layout: 'dashboard',
      sections: [
        { id: 'welcome', title: 'home.welcome', text: '{{ $today }}' },
        { id: 'forms', source: { endpoint: '/persons/{{ $user.personId }}/formsPerform', query: { status: 'todo' } }, item: { title: '{{ title }}' } },
        { id: 'chief', when: { loginType: 'crew' }, source: { endpoint: '/jobs/crewChief' }, item: { title: '{{ name }}' } },
        { id: 'projects', when: { loginType: 'client' }, source: { endpoint: '/projects' }, item: { title: '{{ name }}' } },
        { id: 'warning', permission: 'geolocation', message: 'home.geolocationWarning', source: { endpoint: '/never' } },
        { id: 'sheet', source: { endpoint: '/persons/{{ $user.personId }}', list: false }, fields: [] },
      ],
    };
    expect(keys(home)).toEqual([
      ['source', '/persons/12/formsPerform', { status: 'todo' }, true],
      ['source', '/jobs/crewChief', {}, true],
      ['source', '/persons/12', {}, false],
    ]);
  });

  it("answers a list's source with its first tab's query, and a detail's or a form's record", () => {
    const list: ScreenSpec = {
      id: 'jobs', route: '/jobs', title: 'jobs.title', layout: 'list', source: { endpoint: '/jobs' },
      tabs: [{ id: 'upcoming', label: 'jobs.upcoming', query: { period: 'upcoming' } }, { id: 'past', label: 'jobs.past', query: { period: 'past' } }],
      item: { title: '{{ name }}' },
    };
    expect(keys(list)).toEqual([['source', '/jobs', { period: 'upcoming' }, true]]);
    const head = { id: 'project', route: '/projects/{number}', title: 'projects.title' };
    const source = { endpoint: '/projects/{{ $params.number }}' };
    expect(keys({ ...head, layout: 'detail', source, sections: [] })).toEqual([['source', '/projects/40', {}, false]]);
    const submit = { label: 'form.save', call: { method: 'POST' as const, endpoint: '/projects' } };
    expect(keys({ ...head, layout: 'form', source, submit })).toEqual([['source', '/projects/40', {}, false]]);
  });

  it('answers only the context records of a screen that has them (the rest reads them), and nothing for a calendar', () => {
    const withContext: ScreenSpec = {
      id: 'crew', route: '/crews/{number}', title: 'crews.title', layout: 'detail',
      context: { project: { endpoint: '/projects/{{ $params.number }}' } },
      source: { endpoint: '/crews/{{ $project.crewId }}' }, sections: [],
    };
    expect(keys(withContext)).toEqual([['source', '/projects/40', {}, false]]);
    const calendar = { event: { title: '{{ name }}', start: 'startDate', marker: 'status' }, markers: {} };
    expect(keys({ id: 'calendar', route: '/calendar', title: 'calendar.title', layout: 'calendar', source: { endpoint: '/jobs' }, calendar })).toEqual([]);
  });
});
