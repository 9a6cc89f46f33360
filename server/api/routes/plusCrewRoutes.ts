import {
  PlusCrew, PlusCrewCode, PlusCrewProgress, PlusCrewType, PlusCrewValue, PlusCrewValueData,
  plusCrewValueDataRequest, plusCrewValueRequest,
} from '../../../src/ground/contract/plusCrews';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { plusCrewProgress } from '../../store/plusCrews/plusCrewProgress';
import {
  findPlusCrew, listPlusCrews, listPlusCrewTypes, listPlusCrewValues, pageOfList, plusCrewValueDataSourceTypes,
  plusCrewValueTypes, updatePlusCrewValue,
} from '../../store/plusCrews/plusCrewStore';
import { deleteValueData, insertValueData, listValueDatas } from '../../store/plusCrews/plusCrewValueDataStore';
import { notFound } from '../../kernel/HttpError';
import { isoDate, notBefore, object, optional, text } from '../../../src/ground/contract/fields/fields';
import { create, filters, idParams, list, remove } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

/**
 * Crew members (their own plus crews) and plus-crew logins (only their own) read; entering values needs
 * plusCrews.EDIT. The value settings are not a plus-crew login's page (section 2): only users change them.
 */
const read: AccessRule = { tokenTypes: ['user', 'pluscrew'], rights: ['plusCrews.READ'] };
const edit: AccessRule = { tokenTypes: ['user', 'pluscrew'], rights: ['plusCrews.READ', 'plusCrews.EDIT'] };
const editSettings: AccessRule = { tokenTypes: ['user'], rights: ['plusCrews.READ', 'plusCrews.EDIT'] };

/** Whose plus crews a caller sees (`plusCrewScope.ts`), for the reference. */
const seesPlusCrews = 'A plus-crew login sees only its own plus crew; a user the plus crews they are a member of.';

const numberParams = object({ number: text({ max: 20 }) }, { unknownKeys: 'ignore' });
const plusCrewFilter = { plusCrew: optional(text({ max: 20 }), null) };


/** Plus crews: the crews, their value settings and value data, and their progress. */
export const plusCrewRoutes: readonly ApiRoute[] = [
  list({
    path: '/plusCrews', access: read, item: PlusCrew, fetch: listPlusCrews, summary: "List the caller's plus crews", description: seesPlusCrews,
  }),
  route<{ number: string }>({
    method: 'GET', path: '/plusCrews/:number', access: read, params: numberParams, answer: PlusCrew,
    summary: 'Get one plus crew by its number', description: `${seesPlusCrews} 404 for any other.`,
    handle: async (ctx, { params }) => (await findPlusCrew(ctx, params.number)) ?? Promise.reject(notFound('Plus crew not found')),
  }),
  route<{ number: string }>({
    method: 'GET', path: '/plusCrews/:number/prgrss', access: read, params: numberParams, answer: PlusCrewProgress,
    summary: "Get a plus crew's progress over the last six months: turnover, speed, bonus",
    description: 'From its value data: each entry counts value × weight of its active value setting, spread evenly over its days. '
      + 'Team speed is turnover ÷ hours; this month is projected from the days gone; the bonus forecast is the bonus percentage '
      + 'of the turnover above the minimum target. 404 for a plus crew the caller does not see.',
    handle: async (ctx, { params }) => {
      const crew = await findPlusCrew(ctx, params.number);
      if (!crew) throw notFound('Plus crew not found');
      return plusCrewProgress(ctx, crew);
    },
  }),
  list({
    path: '/plusCrewValues', access: read, item: PlusCrewValue, filters: filters(plusCrewFilter), fetch: listPlusCrewValues,
    summary: "List the value settings of the caller's plus crews", description: '`plusCrew` keeps one plus crew, by number.',
  }),
  list({
    path: '/plusCrewValueDatas', access: read, item: PlusCrewValueData,
    summary: "List the value data of the caller's plus crews, newest period first",
    description: '`plusCrew` keeps one plus crew, by number; `from` and `to` keep the entries that overlap them.',
    filters: filters({ ...plusCrewFilter, from: optional(isoDate(), null), to: optional(isoDate(), null) }, notBefore('from', 'to')),
    fetch: listValueDatas,
  }),
  create({
    path: '/plusCrewValueDatas', access: edit, body: plusCrewValueDataRequest, answer: PlusCrewValueData, insert: insertValueData,
    summary: 'Record value data (turnover, hours, costs) for a plus crew over some days',
    description: "For a value setting of the caller's plus crews (404 for any other).",
  }),
  remove({
    path: '/plusCrewValueDatas/:id', access: edit, notFound: 'Plus crew value data not found', delete: deleteValueData,
    summary: "Delete an entry of value data of the caller's plus crews",
  }),
  route({
    method: 'POST', path: '/plusCrewValues/:id', access: editSettings, params: idParams, body: plusCrewValueRequest, answer: PlusCrewValue,
    summary: "Change a value setting's name, weight or whether it counts",
    description: "User logins with plusCrews.EDIT, for the caller's plus crews (404 for any other); not a plus-crew login.",
    handle: async (ctx, { params, body }) =>
      (await updatePlusCrewValue(ctx, params.id, body)) ?? Promise.reject(notFound('Plus crew value not found')),
  }),
  list({
    path: '/plusCrewValueTypes', access: read, item: PlusCrewCode, fetch: async (_ctx, query) => pageOfList(plusCrewValueTypes, query),
    summary: 'List what a value setting counts towards (turnover, hours, costs)',
  }),
  list({ path: '/plusCrewTypes', access: read, item: PlusCrewType, fetch: listPlusCrewTypes, summary: "List the tenant's kinds of plus crew" }),
  list({
    path: '/plusCrewValueDataSourceTypes', access: read, item: PlusCrewCode,
    fetch: async (_ctx, query) => pageOfList(plusCrewValueDataSourceTypes, query),
    summary: 'List where value data may come from (manual, invoice, payroll, correction)',
  }),
];
