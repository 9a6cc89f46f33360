import { readFileSync } from 'node:fs';
import type { TSchema } from 'typebox';
import {
  CateringAgreementType, ChargeType, CrewFunctionType, Insurance, ReferenceItem, Region, ServerStatus, TaxType, UserSummary,
  type ReferenceListName,
} from '../../../src/ground/contract/reference';
import { listReference, listUsers } from '../../store/referenceStore';
import { anySession, anyUser } from '../accessRules';
import { nullable, optional, text } from '../../../src/ground/contract/fields/fields';
import type { Paging } from '../../kernel/paging';
import { filters, list } from '../resourceRoutes';
import { publicRoute, type ApiRoute } from '../../kernel/route';

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const search = filters({ q: optional(nullable(text({ max: 100 })), null) });
type Search = { q: string | null } & Paging;

/** The entry of each reference list: the shared fields, and the list's own for some. */
const entryOf: Record<ReferenceListName, TSchema> = {
  activityTypes: ReferenceItem, cateringAgreementTypes: CateringAgreementType, chargeTypes: ChargeType, countries: ReferenceItem,
  nationalities: ReferenceItem, regions: Region, insurance: Insurance, functions: CrewFunctionType, statuses: ReferenceItem,
  messageTypes: ReferenceItem, qualityCheckTypes: ReferenceItem, taxTypes: TaxType, permissionTypes: ReferenceItem,
};

/** What a summary calls the lists whose name alone says too little. */
const listWords: Partial<Record<ReferenceListName, string>> = {
  insurance: 'the insurances the tenant holds for crew', functions: 'crew functions (stagehand, rigger …)',
  statuses: 'position labels (requested, confirmed …)', permissionTypes: 'what a profile access grant may show',
  qualityCheckTypes: 'quality check types (briefing, safety gear …)', messageTypes: 'message types (e-mail, text message …)',
};

/** `GET /<name>`: a reference list, readable by any session (nothing in it is personal). */
const referenceList = (name: ReferenceListName): ApiRoute => list({
  path: `/${name}`, access: anySession, item: entryOf[name], filters: search,
  ...(listWords[name] && { summary: `List ${listWords[name]}` }),
  description: "A reference list: the entries every tenant shares, then the tenant's own, in the list's order. "
    + '`q` finds text in the caption, or the code (any case).',
  fetch: (ctx, query: Search) => listReference(ctx, name, query),
});

/** The reference lists of section 7, the tenant's users and the server status (the caller's activities: activityRoutes.ts). */
export const referenceRoutes: readonly ApiRoute[] = [
  ...(Object.keys(entryOf) as ReferenceListName[]).map(referenceList),
  list({
    path: '/users', access: anyUser, item: UserSummary, filters: search, summary: "List the tenant's users a to-do can be addressed to",
    description: 'Full logins with a person, by last name; `q` finds text in the name.', fetch: (ctx, query: Search) => listUsers(ctx, query),
  }),
  publicRoute({
    method: 'GET', path: '/status', answer: ServerStatus, summary: "Check that the server answers: its version and time",
    handle: async (ctx): Promise<ServerStatus> => ({ status: 'ok', version, time: ctx.now.toISOString() }),
  }),
];
