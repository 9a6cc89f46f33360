import { routerPath, type ApiCall } from './apiCalls';
import { errorIn, type CheckedFile } from './CheckedFile';
import { didYouMean } from './nearestNames';
import { reachedPaths } from '../ground/screenLanguage/screenCalls';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { layoutParts } from '../ground/screenLanguage/screenParts';
import { asArray, asRecord, type SpecRecord } from '../ground/screenLanguage/specRecord';

/** The parameters every list takes for its paging: never a search's. */
const pagingParameters = ['limit', 'page'];

/** The parameters a list's table sorts with (`columns:` with a `sortKey`): never a search's either. */
const sortParameters = ['sort', 'order'];

/**
 * Checks what the schema cannot see in a list's `search` and `filters` (the screen's, a tab pane's at any depth, an action panel's): each parameter
 * they send is a query parameter of the call its source makes (when the API is known), is not the paging's, and is
 * sent by one chip or filter only.
 */
export function checkListSearch(checked: CheckedFile, api: readonly ApiCall[] | undefined): SpecError[] {
  return layoutParts(checked.value).flatMap(({ value: body, pointer }) => (body.layout === 'list' ? searchErrors(checked, body, pointer, api) : []));
}

function searchErrors(checked: CheckedFile, body: SpecRecord, pointer: string, api: readonly ApiCall[] | undefined): SpecError[] {
  const search = asRecord(body.search);
  const fields = search ? asArray(search.fields).map(asRecord) : [];
  const filters = asArray(body.filters).map(asRecord);
  const sent = [
    ...(search ? [{ param: search.param, at: `${pointer}/search/param`, what: 'search' }] : []),
    ...fields.map((field, index) => ({ param: field?.param, at: `${pointer}/search/fields/${index}/param`, what: `search.fields[${index}]` })),
    ...filters.map((filter, index) => ({ param: filter?.param, at: `${pointer}/filters/${index}/param`, what: `filters[${index}]` })),
  ].filter((entry): entry is { param: string; at: string; what: string } => typeof entry.param === 'string');
  if (sent.length === 0) return [];
  const endpoint = asRecord(body.source)?.endpoint;
  const call = api && typeof endpoint === 'string' ? getCallOf(endpoint, api) : undefined;
  const errors: SpecError[] = [];
  sent.forEach(({ param, at }, index) => {
    const earlier = sent.slice(0, index).find((entry) => entry.param === param);
    if (earlier) {
      errors.push(errorIn(checked, at, `query parameter "${param}" is already sent by ${earlier.what}: each chip and filter needs a parameter of its own`));
    } else if (pagingParameters.includes(param)) {
      errors.push(errorIn(checked, at, `"${param}" is the list's paging, not a search or filter parameter`));
    } else if (sortParameters.includes(param)) {
      errors.push(errorIn(checked, at, `"${param}" is the sort of the list's table, not a search or filter parameter`));
    } else if (call?.query && !call.query.includes(param)) {
      const known = call.query.filter((name) => !pagingParameters.includes(name) && !sortParameters.includes(name));
      const takes = known.length > 0 ? `it takes ${known.join(', ')}` : 'it takes no query parameter but the paging';
      const message = `"${param}" is not a query parameter of GET ${call.path} (${takes})${didYouMean(param, known)}`;
      errors.push(errorIn(checked, at, message));
    }
  });
  return errors;
}

/** The GET call a source's endpoint reaches, as the router would pick it. */
export function getCallOf(endpoint: string, api: readonly ApiCall[]): ApiCall | undefined {
  const reached = reachedPaths(endpoint, api.map((call) => routerPath(call.path)));
  return api.find((call) => call.method === 'GET' && reached.includes(routerPath(call.path)));
}
