// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseYamlWithPositions } from '../../src/screenChecker/parseYamlWithPositions';

const text = [
  'id: jobs',
  'tabs:',
  '  - { id: upcoming, label: jobs.upcoming }',
  '  - id: past',
  '    label: jobs.past',
  'item:',
  '  title: "{{ name }}"',
].join('\n');

describe('parseYamlWithPositions', () => {
  const parsed = parseYamlWithPositions(text, 'screens/jobs.yaml');

  it('returns the plain value', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.value).toEqual({
      id: 'jobs',
      tabs: [{ id: 'upcoming', label: 'jobs.upcoming' }, { id: 'past', label: 'jobs.past' }],
      item: { title: '{{ name }}' },
    });
  });

  it('locates values and keys in block and flow collections', () => {
    expect(parsed.locate('/tabs/0/label')).toEqual({ line: 3, column: 28 });
    expect(parsed.locate('/tabs/0/label', 'key')).toEqual({ line: 3, column: 21 });
    expect(parsed.locate('/tabs/1/label')).toEqual({ line: 5, column: 12 });
    expect(parsed.locate('/tabs/1')).toEqual({ line: 4, column: 5 });
    expect(parsed.locate('/item/title', 'key')).toEqual({ line: 7, column: 3 });
  });

  it('falls back to the deepest part that exists', () => {
    expect(parsed.locate('/item/subtitle')).toEqual({ line: 7, column: 3 });
    expect(parsed.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('turns syntax errors and duplicate keys into spec errors', () => {
    expect(parseYamlWithPositions('id: a\nid: b\n', 'screens/a.yaml').errors).toEqual([
      { file: 'screens/a.yaml', line: 2, column: 1, pointer: '', message: 'YAML syntax: Map keys must be unique' },
    ]);
  });
});
