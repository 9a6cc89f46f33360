// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileSpecValidators, type SpecKind } from '../../src/screenChecker/compileSpecValidators';
import { explainAjvErrors } from '../../src/screenChecker/explainAjvErrors';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { parseYamlWithPositions } from '../../src/screenChecker/parseYamlWithPositions';

const validators = compileSpecValidators();

/** Validates a spec given as JSON data (no positions) and returns the formatted messages. */
function explain(data: unknown, kind: SpecKind = 'screen'): string[] {
  const context = { file: 'tenant-overlay', data, facts: validators.facts, rootName: kind };
  return explainAjvErrors(validators.validate(kind, data), context).map(formatSpecError);
}

const list = {
  id: 'jobs',
  route: '/jobs',
  title: 'jobs.title',
  layout: 'list',
  source: { endpoint: '/jobs' },
  item: { title: '{{ name }}' },
};

describe('explainAjvErrors', () => {
  it('says nothing about a valid spec', () => {
    expect(explain(list)).toEqual([]);
  });

  it('reports a wrong layout in a tab pane once, by pointer', () => {
    const pane = { id: 'all', label: 'jobs.all', layout: 'lists', source: { endpoint: '/jobs' }, item: { title: 'x' } };
    expect(explain({ id: 'jobs', route: '/jobs', title: 'jobs.title', layout: 'tabs', tabs: [pane] })).toEqual([
      'tenant-overlay:/tabs/0/layout must be one of list, detail, form, calendar, dashboard, tabs, custom',
    ]);
  });

  it('reports a key of another layout inside a tab pane', () => {
    const pane = { id: 'all', label: 'jobs.all', layout: 'list', source: { endpoint: '/x' }, item: { title: 'x' } };
    const spec = { id: 'x', route: '/x', title: 'x.title', layout: 'tabs', tabs: [{ ...pane, sections: [] }] };
    expect(explain(spec)).toEqual(['tenant-overlay:/tabs/0/sections key "sections" is not allowed for layout list']);
  });

  it('reports a wrong type without the echoes of the failing layout branch', () => {
    expect(explain({ ...list, item: { title: 12 } })).toEqual(['tenant-overlay:/item/title must be a string (got 12)']);
  });

  it('explains patterns with an example of what is expected', () => {
    expect(explain({ ...list, title: 'Jobs' })).toEqual([
      'tenant-overlay:/title must be an i18n key such as jobs.title (got "Jobs")',
    ]);
  });

  it('names the layout or action kind that needs a key', () => {
    const { item: _item, ...withoutItem } = list;
    expect(explain(withoutItem)).toEqual(['tenant-overlay: screen needs key "item" for layout list']);
    const action = { id: 'open', kind: 'navigate', label: 'jobs.open' };
    expect(explain({ ...list, actions: [action] })).toEqual([
      'tenant-overlay:/actions/0 needs key "to" for kind navigate',
    ]);
  });

  it('explains a condition value without its field', () => {
    const tabs = [{ id: 'past', label: 'jobs.past', filter: { equals: 'past' } }];
    expect(explain({ ...list, tabs })).toEqual([
      'tenant-overlay:/tabs/0/filter/equals filter needs key "field" when it has "equals"',
    ]);
  });

  it('lists the allowed keys of a menu link', () => {
    const menus = { side: { links: [{ label: 'menu.logout', to: '/logout', icon: 'logout', order: 1, colour: 1 }] }, bottom: {} };
    expect(explain(menus, 'menus')).toEqual([
      'tenant-overlay:/side/links/0/colour unknown key "colour" (allowed here: label, to, icon, order, when, access)',
    ]);
  });

  it('places errors at the value, or at the key for unknown keys', () => {
    const text = 'id: jobs\nroute: /jobs\ntitle: jobs.title\nlayout: list\nsource: { endpoint: /jobs, limit: 5 }\nitem:\n  title: 7\n';
    const parsed = parseYamlWithPositions(text, 'screens/jobs.yaml');
    const context = { file: 'screens/jobs.yaml', data: parsed.value, facts: validators.facts, locate: parsed.locate };
    const errors = explainAjvErrors(validators.validate('screen', parsed.value), { ...context, rootName: 'screen' });
    expect(errors.map(formatSpecError)).toEqual([
      'screens/jobs.yaml:5:28 unknown key "limit" (allowed here: endpoint, query, items, list, base)',
      'screens/jobs.yaml:7:10 title must be a string (got 7)',
    ]);
  });
});
