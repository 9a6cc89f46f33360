import type { ApiCall } from './apiCalls';
import { errorIn, type CheckedFile } from './CheckedFile';
import { getCallOf } from './checkListSearch';
import { sortPathsOf } from '../ground/screenLanguage/columnSortValue';
import { didYouMean } from './nearestNames';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { screenParts } from '../ground/screenLanguage/screenParts';
import { asRecord, type SpecRecord } from '../ground/screenLanguage/specRecord';

/**
 * Checks what the schema cannot see in a list's `columns` (wherever the list stands: the screen, a tab pane at any
 * depth, an action's panel) and in a section's (its sub-list's table). Their labels and templates are checked with every other
 * key and template.
 * - A `sortKey` belongs to a sortable column, and is a value the source call's `sort` query parameter takes (when
 *   the API is known): the server sorts the whole list before it is paged.
 * - A sortable column without one is sorted in the browser by its template's first value, so its template must read
 *   one; when the call could sort (it takes `sort`), that is a warning: the browser sorts only what was loaded.
 */
export function checkListColumns(checked: CheckedFile, api: readonly ApiCall[] | undefined): { errors: SpecError[]; warnings: SpecError[] } {
  const errors: SpecError[] = [];
  const warnings: SpecError[] = [];
  for (const part of screenParts(checked.value)) {
    if (part.kind === 'layout' && part.value.layout === 'list' && Array.isArray(part.value.columns)) {
      columnProblems(checked, part.value, part.value.columns, part.pointer, api, errors, warnings);
    }
    if (part.kind === 'section') sectionProblems(checked, part.value, part.pointer, api, errors, warnings);
  }
  return { errors, warnings };
}

/** A section's `columns` draw its sub-list: it needs cards to stand for (`item`), and a `sortKey` its own source. */
function sectionProblems(
  checked: CheckedFile, section: SpecRecord, pointer: string, api: readonly ApiCall[] | undefined,
  errors: SpecError[], warnings: SpecError[],
): void {
  const columns = section.columns;
  if (!Array.isArray(columns)) return;
  if (section.item === undefined) {
    errors.push(errorIn(checked, `${pointer}/columns`, '"columns" draw the section\'s sub-list as a table: the section needs an "item" (its cards on a phone)', 'key'));
  }
  if (section.display === 'gallery') {
    errors.push(errorIn(checked, `${pointer}/columns`, 'a gallery has no table: drop "columns" or "display: gallery"', 'key'));
  }
  if (section.source === undefined) {
    columns.forEach((column: unknown, index) => {
      if (typeof asRecord(column)?.sortKey !== 'string') return;
      const message = 'a "sortKey" sorts by the section\'s own "source" call: this section lists a path of the record (drop the sortKey: the browser sorts it)';
      errors.push(errorIn(checked, `${pointer}/columns/${index}/sortKey`, message, 'key'));
    });
  }
  columnProblems(checked, section, columns, pointer, api, errors, warnings);
}

function columnProblems(
  checked: CheckedFile, body: SpecRecord, columns: readonly unknown[], pointer: string, api: readonly ApiCall[] | undefined,
  errors: SpecError[], warnings: SpecError[],
): void {
  const endpoint = asRecord(body.source)?.endpoint;
  const call = api && typeof endpoint === 'string' ? getCallOf(endpoint, api) : undefined;
  const sortValues = call?.queryValues?.sort;
  columns.forEach((entry, index) => {
    const column = asRecord(entry);
    if (!column) return;
    const at = `${pointer}/columns/${index}`;
    const sortKey = column.sortKey;
    if (typeof sortKey === 'string') {
      if (column.sortable !== true) {
        errors.push(errorIn(checked, `${at}/sortKey`, 'a column with a "sortKey" must be "sortable: true" (or drop the sortKey)', 'key'));
      }
      if (call && !call.query?.includes('sort')) {
        const message = `GET ${call.path} takes no "sort" query parameter: drop the sortKey (the browser then sorts what was loaded) or let the server route sort`;
        errors.push(errorIn(checked, `${at}/sortKey`, message));
      } else if (sortValues && !sortValues.includes(sortKey)) {
        const message = `"${sortKey}" is not a column GET ${call!.path} sorts by (its sort takes ${sortValues.join(', ')})${didYouMean(sortKey, sortValues)}`;
        errors.push(errorIn(checked, `${at}/sortKey`, message));
      }
    } else if (column.sortable === true) {
      if (typeof column.template === 'string' && sortPathsOf(column.template) === undefined) {
        errors.push(errorIn(checked, `${at}/sortable`, 'a column sorted in the browser needs a "{{ path }}" in its template to sort by'));
      } else if (call?.query?.includes('sort')) {
        const takes = sortValues ? ` (it takes ${sortValues.join(', ')})` : '';
        const message = `GET ${call.path} sorts on the server${takes}: without a "sortKey" this column sorts only the records loaded`;
        warnings.push(errorIn(checked, `${at}/sortable`, message));
      }
    }
  });
}
