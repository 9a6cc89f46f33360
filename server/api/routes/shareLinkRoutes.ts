import { Type } from 'typebox';
import { ShareLink, shareLinkCreate, shareLinkDays, SharedInvoice, SharedReceipt } from '../../../src/ground/contract/receipts';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { createShareLink, listShareLinks, revokeShareLink, sharedInvoice, sharedReceipt, type SharedKind } from '../../store/shareLinkStore';
import { object, wholeNumber } from '../../../src/ground/contract/fields/fields';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';
import { idParams } from '../resourceRoutes';
import { textWithoutNul } from '../../../src/ground/contract/fields/textWithoutNul';

const linkParams = object({ id: wholeNumber(1, 2_147_483_647), linkId: wholeNumber(1, 2_147_483_647) }, { unknownKeys: 'ignore' });
const tokenParams = object({ token: textWithoutNul({ max: 100 }) }, { unknownKeys: 'ignore' });
const ShareLinks = Type.Object({ items: Type.Array(ShareLink), total: Type.Integer({ minimum: 0 }) });

/** The office shares a record: office logins with the record's read right (section 6). */
const sharers: Record<SharedKind, AccessRule> = {
  invoice: { loginTypes: ['office'], rights: ['invoices.READ'] },
  receipt: { loginTypes: ['office'], rights: ['receipts.READ'] },
};

/** The share-link calls of one kind of record under `/invoices` or `/receipts`. */
function shareLinkRows(kind: SharedKind, plural: string): ApiRoute[] {
  const access = sharers[kind];
  return [
    route({
      method: 'POST', path: `/${plural}/:id/shareLinks`, access, params: idParams, body: shareLinkCreate, status: 201, answer: ShareLink,
      summary: `Make a link that shows one ${kind} without a login`,
      description: `The link opens the ${kind} and its lines, read-only, for anyone who has it, until it expires (\`days\`, 30 unless given, `
        + `at most ${shareLinkDays.max}) or is withdrawn.${kind === 'invoice' ? ' A draft cannot be shared (409).' : ''} 404 for one the caller does not see.`,
      handle: (ctx, { params, body }) => createShareLink(ctx, kind, params.id, body.days ?? shareLinkDays.standard),
    }),
    route({
      method: 'GET', path: `/${plural}/:id/shareLinks`, access, params: idParams, answer: ShareLinks,
      summary: `List the links made to one ${kind}, newest first`,
      handle: (ctx, { params }) => listShareLinks(ctx, kind, params.id),
    }),
    route({
      method: 'POST', path: `/${plural}/:id/shareLinks/:linkId/revoke`, access, params: linkParams, answer: ShareLink,
      summary: `Withdraw a link to one ${kind}: it opens nothing from now on`,
      handle: (ctx, { params }) => revokeShareLink(ctx, kind, params.id, params.linkId),
    }),
  ];
}

/** Links to invoices and receipts for people without a login, and what they show. */
export const shareLinkRoutes: readonly ApiRoute[] = [
  ...shareLinkRows('invoice', 'invoices'),
  ...shareLinkRows('receipt', 'receipts'),
  publicRoute({
    method: 'GET', path: '/shared/invoices/:token', params: tokenParams, answer: SharedInvoice,
    summary: "Get the invoice a share link shows, with its lines",
    description: 'No login: the token is the key. 404 alike for an unknown, expired or withdrawn link.',
    handle: (ctx, { params }) => sharedInvoice(ctx, params.token),
  }),
  publicRoute({
    method: 'GET', path: '/shared/receipts/:token', params: tokenParams, answer: SharedReceipt,
    summary: "Get the receipt a share link shows, with its lines",
    description: 'No login: the token is the key. 404 alike for an unknown, expired or withdrawn link.',
    handle: (ctx, { params }) => sharedReceipt(ctx, params.token),
  }),
];
