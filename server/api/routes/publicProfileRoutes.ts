import { PublicPicture, PublicProfile, PublicProfileSettings, publicProfileSettingsRequest, aboutMax } from '../../../src/ground/contract/publicProfiles';
import { object, wholeNumber } from '../../../src/ground/contract/fields/fields';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';
import {
  publicProfileOf, publicProfilePicture, publicProfileSettings, savePublicProfileSettings,
} from '../../store/publicProfileStore';
import { anyUser } from '../accessRules';
import { idParams } from '../resourceRoutes';

const personParams = object({ personId: wholeNumber(1, 2_147_483_647) }, { unknownKeys: 'ignore' });

/** Whose choice the settings calls read and change. */
const ownOnly = 'Only one\'s own person: any other id answers 404.';
/** What the public calls answer for a profile that is not shown. */
const notShown = 'No login. 404 alike for a person without a public profile, an unknown id and a person of another tenant.';

/** A person's public profile: their own choice of what it shows, and what anyone with the link sees. */
export const publicProfileRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/persons/:id/publicProfile', access: anyUser, params: idParams, answer: PublicProfileSettings,
    summary: 'Get what one shows on one\'s public profile, and its link',
    description: `Off, showing nothing, until the person turns it on. ${ownOnly}`,
    handle: (ctx, { params }) => publicProfileSettings(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/persons/:id/publicProfile', access: anyUser, params: idParams, body: publicProfileSettingsRequest, answer: PublicProfileSettings,
    summary: 'Choose whether one\'s public profile is shown, and which parts',
    description: `The whole choice at once: \`public\`, each part (\`picture\`, \`functions\`, \`skills\`, \`rating\`) and \`about\`, `
      + `at most ${aboutMax} characters (empty or null: none). The name is always shown on a public profile. ${ownOnly}`,
    handle: (ctx, { params, body }) => savePublicProfileSettings(ctx, params.id, body),
  }),
  publicRoute({
    method: 'GET', path: '/publicProfiles/:personId', params: personParams, answer: PublicProfile,
    summary: 'Get the public profile of a person: their name and the parts they chose',
    description: `A part the person did not choose is null; nothing else of the person is answered. ${notShown}`,
    handle: (ctx, { params }) => publicProfileOf(ctx, params.personId),
  }),
  publicRoute({
    method: 'GET', path: '/publicProfiles/:personId/picture', params: personParams, answer: PublicPicture,
    summary: 'Get the photo of a public profile that shows it',
    description: `The person's latest approved photo, when their profile is public and shows it (404 when it has none). ${notShown}`,
    handle: (ctx, { params }) => publicProfilePicture(ctx, params.personId),
  }),
];
