import { describe, expect, it } from 'vitest';
import type { LayoutSpec, TabPane } from '../../../src/ground/screenLanguage/types';
import { pickTabs } from '../../../src/renderer/parts/pickedTabs';

const list = (closed: string): TabPane => ({
  id: closed === 'true' ? 'closed' : 'open',
  label: closed === 'true' ? 'x.closed' : 'x.open',
  layout: 'list',
  source: { endpoint: '/projects', query: { closed } },
  tabs: [{ id: 'now', label: 'x.now', query: { period: 'now' } }, { id: 'past', label: 'x.past', query: { period: 'past' } }],
  item: { title: '{{ name }}' },
});
const body: LayoutSpec = {
  layout: 'tabs',
  picker: { labels: ['x.whose', 'x.state', 'x.period'] },
  tabs: [
    { id: 'all', label: 'x.all', layout: 'tabs', tabs: [list('false'), list('true')] },
    { id: 'mine', label: 'x.mine', layout: 'tabs', when: { right: 'projects.READ' }, tabs: [list('false'), list('true')] },
  ],
};
const everything = () => true;

describe('pickTabs', () => {
  it('picks the first tab of every level at the start, and lists the picked list tab\'s query with the source\'s, without a tab row', () => {
    const picked = pickTabs(body, [], everything);
    expect(picked.levels).toEqual([
      { options: [{ id: 'all', label: 'x.all' }, { id: 'mine', label: 'x.mine' }], picked: 'all' },
      { options: [{ id: 'open', label: 'x.open' }, { id: 'closed', label: 'x.closed' }], picked: 'open' },
      { options: [{ id: 'now', label: 'x.now' }, { id: 'past', label: 'x.past' }], picked: 'now' },
    ]);
    expect(picked.body).toMatchObject({ layout: 'list', tabs: undefined, source: { endpoint: '/projects', query: { closed: 'false', period: 'now' } } });
  });

  it('follows the picks down the levels', () => {
    const picked = pickTabs(body, ['mine', 'closed', 'past'], everything);
    expect(picked.levels.map((level) => level.picked)).toEqual(['mine', 'closed', 'past']);
    expect(picked.body?.source?.query).toEqual({ closed: 'true', period: 'past' });
  });

  it('offers only the tabs whose condition holds, and falls back to the first for a pick not offered', () => {
    const picked = pickTabs(body, ['mine', 'gone'], (pane) => pane.when === undefined);
    expect(picked.levels[0]).toEqual({ options: [{ id: 'all', label: 'x.all' }], picked: 'all' });
    expect(picked.levels[1]!.picked).toBe('open');
  });

  it('leads nowhere when a level offers no tab', () => {
    expect(pickTabs(body, [], () => false)).toEqual({ levels: [], body: null });
  });
});
