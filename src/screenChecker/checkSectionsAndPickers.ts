import { errorIn, type CheckedFile } from './CheckedFile';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { screenParts, type LayoutPart } from '../ground/screenLanguage/screenParts';
import { asArray, asRecord, type SpecRecord } from '../ground/screenLanguage/specRecord';

type Body = SpecRecord;

/**
 * Checks what the schema cannot see in a screen and every layout nested in it (tab panes at any depth, action panels):
 * a collapsible section has a title to tap, a `values` chart belongs to a section that lists no records (it charts
 * the section's one record), and a tabs `picker:` has one label per level of tabs under it, over list tabs that
 * narrow by `query` only (a tab's `filter` has no place in a picked list).
 */
export function checkSectionsAndPickers(checked: CheckedFile): SpecError[] {
  const parts = screenParts(checked.value);
  const layouts = parts.filter((part) => part.kind === 'layout');
  return parts.flatMap((part) => {
    if (part.kind === 'section') return sectionErrors(checked, part.value, part.pointer);
    if (part.kind !== 'layout' || part.value.layout !== 'tabs') return [];
    const picker = asRecord(part.value.picker);
    return picker && Array.isArray(picker.labels) ? pickerErrors(checked, part, layouts, picker.labels.length) : [];
  });
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

/** Every level the picker would show under its `tabs` layout, along each path of tabs: their depths, and list tabs with a filter. */
function pickerErrors(checked: CheckedFile, tabs: LayoutPart, layouts: readonly LayoutPart[], labels: number): SpecError[] {
  const errors: SpecError[] = [];
  const depths = new Set<number>();
  for (const layout of layouts) {
    const depth = tabDepth(layout, tabs);
    if (depth === undefined || layout.value.layout === 'tabs') continue;
    const listTabs = layout.value.layout === 'list' ? asArray(layout.value.tabs).map(asRecord) : [];
    listTabs.forEach((tab, index) => {
      if (tab && tab.filter !== undefined) {
        errors.push(errorIn(checked, `${layout.pointer}/tabs/${index}/filter`, 'a list under a tabs picker narrows by `query` only: the picker sends the picked tab\'s query and draws no tab row to filter in'));
      }
    });
    depths.add(depth + (listTabs.length > 0 ? 1 : 0));
  }
  const wrong = [...depths].filter((depth) => depth !== labels).sort((a, b) => a - b);
  if (wrong.length > 0) {
    const message = `the picker has ${labels} label${labels === 1 ? '' : 's'} but ${wrong.map((depth) => `${depth} level${depth === 1 ? '' : 's'}`).join(' and ')} of tabs lie under it: one label per level, outermost first`;
    errors.push(errorIn(checked, `${tabs.pointer}/picker/labels`, message));
  }
  return errors;
}

/** How many levels of tab panes lie between `tabs` and a layout under it (0 for `tabs` itself); undefined when not under it. */
function tabDepth(layout: LayoutPart, tabs: LayoutPart): number | undefined {
  if (layout === tabs) return 0;
  if (layout.place !== 'tab' || !layout.parent) return undefined;
  const above = tabDepth(layout.parent, tabs);
  return above === undefined ? undefined : above + 1;
}
