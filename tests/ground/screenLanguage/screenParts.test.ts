import { describe, expect, it } from 'vitest';
import { layoutParts, screenParts } from '../../../src/ground/screenLanguage/screenParts';

const screen = {
  id: 'crew', route: '/crew', title: 'crew.title', layout: 'tabs',
  actions: [{ id: 'help', kind: 'navigate', label: 'common.help', to: '/help' }],
  tabs: [
    {
      id: 'outer', label: 'crew.outer', layout: 'tabs',
      tabs: [{ id: 'inner', label: 'crew.inner', layout: 'list', source: { endpoint: '/crew' }, item: { title: '{{ name }}' } }],
    },
    {
      id: 'detail', label: 'crew.detail', layout: 'detail', source: { endpoint: '/crew/1' },
      sections: [{
        id: 'people',
        itemActions: [{
          id: 'best', kind: 'panel', label: 'crew.best',
          panel: { layout: 'list', source: { endpoint: '/best' }, item: { title: '{{ name }}' } },
        }],
      }],
    },
  ],
};

describe('screenParts', () => {
  it('visits tab panes at any depth, sections, actions and the layouts their panels open, with JSON pointers', () => {
    expect(screenParts(screen).map((part) => `${part.kind} ${part.pointer}`)).toEqual([
      'layout ',
      'action /actions/0',
      'layout /tabs/0',
      'layout /tabs/0/tabs/0',
      'layout /tabs/1',
      'section /tabs/1/sections/0',
      'action /tabs/1/sections/0/itemActions/0',
      'layout /tabs/1/sections/0/itemActions/0/panel',
    ]);
  });

  it('says where each layout stands and which layout holds it', () => {
    const layouts = layoutParts(screen);
    expect(layouts.map((part) => part.place)).toEqual(['screen', 'tab', 'tab', 'tab', 'panel']);
    expect(layouts[2]?.parent?.pointer).toBe('/tabs/0');
    expect(layouts[4]?.parent?.pointer).toBe('/tabs/1');
  });

  it('skips values of the wrong shape instead of throwing', () => {
    expect(screenParts(null)).toEqual([]);
    expect(screenParts({ layout: 'tabs', tabs: 'none', sections: [3], actions: {} }).map((part) => part.pointer)).toEqual(['']);
  });
});
