import { errorIn, type CheckedFile } from './CheckedFile';
import type { SpecError } from '../ground/screenLanguage/SpecError';

type Body = Record<string, unknown>;

/**
 * Checks what the schema cannot see in a screen and every layout nested in its tabs: a collapsible section has a
 * title to tap, a `values` chart belongs to a section that lists no records (it charts the section's one record), and
 * a tabs `picker:` has one label per level of tabs under it, over list tabs that narrow by `query` only (a tab's
 * `filter` has no place in a picked list).
 */
export function checkSectionsAndPickers(checked: CheckedFile): SpecError[] {
  const screen = asRecord(checked.value);
  return screen ? bodyErrors(checked, screen, '') : [];
}

function bodyErrors(checked: CheckedFile, body: Body, pointer: string): SpecError[] {
  const errors: SpecError[] = [];
  if (Array.isArray(body.sections)) {
    body.sections.forEach((entry, index) => {
      const section = asRecord(entry);
      if (section) errors.push(...sectionErrors(checked, section, `${pointer}/sections/${index}`));
    });
  }
  const picker = asRecord(body.picker);
  if (body.layout === 'tabs' && picker && Array.isArray(picker.labels)) errors.push(...pickerErrors(checked, body, picker.labels.length, pointer));
  if (body.layout === 'tabs' && Array.isArray(body.tabs)) {
    body.tabs.forEach((pane, index) => {
      const child = asRecord(pane);
      if (child) errors.push(...bodyErrors(checked, child, `${pointer}/tabs/${index}`));
    });
  }
  return errors;
}

function sectionErrors(checked: CheckedFile, section: Body, pointer: string): SpecError[] {
  const errors: SpecError[] = [];
  for (const key of ['collapsed', 'collapsible']) {
    if (section[key] === true && typeof section.title !== 'string') {
      errors.push(errorIn(checked, `${pointer}/${key}`, `a ${key} section needs a title: its heading is the button that opens and closes it`));
    }
  }
  const chart = asRecord(section.chart);
  const source = asRecord(section.source);
  const lists = section.item !== undefined || section.items !== undefined || (source !== undefined && source.list !== false);
  if (chart && Array.isArray(chart.values) && lists) {
    const message = 'a chart of `values` charts the section\'s one record, but this section lists records (item, items or a list source): chart them with `label` and `series`, or give the values a section of their own';
    errors.push(errorIn(checked, `${pointer}/chart/values`, message));
  }
  return errors;
}

/** Every level the picker would show under `body`, along each path of tabs: their depths, and list tabs with a filter. */
function pickerErrors(checked: CheckedFile, body: Body, labels: number, pointer: string): SpecError[] {
  const errors: SpecError[] = [];
  const depths = new Set<number>();
  const walk = (current: Body, at: string, depth: number): void => {
    const tabs = Array.isArray(current.tabs) ? current.tabs.map(asRecord) : [];
    if (current.layout === 'tabs') {
      tabs.forEach((pane, index) => pane && walk(pane, `${at}/tabs/${index}`, depth + 1));
      return;
    }
    const listTabs = current.layout === 'list' ? tabs : [];
    listTabs.forEach((tab, index) => {
      if (tab && tab.filter !== undefined) {
        errors.push(errorIn(checked, `${at}/tabs/${index}/filter`, 'a list under a tabs picker narrows by `query` only: the picker sends the picked tab\'s query and draws no tab row to filter in'));
      }
    });
    depths.add(depth + (listTabs.length > 0 ? 1 : 0));
  };
  walk(body, pointer, 0);
  const wrong = [...depths].filter((depth) => depth !== labels).sort((a, b) => a - b);
  if (wrong.length > 0) {
    const message = `the picker has ${labels} label${labels === 1 ? '' : 's'} but ${wrong.map((depth) => `${depth} level${depth === 1 ? '' : 's'}`).join(' and ')} of tabs lie under it: one label per level, outermost first`;
    errors.push(errorIn(checked, `${pointer}/picker/labels`, message));
  }
  return errors;
}

function asRecord(value: unknown): Body | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : undefined;
}
