/**
 * The shapes of a person's public profile (product spec section 2, `/public-profile/{personId}`): what a person chose
 * to show anyone who has the link, and their choice.
 *
 * | call                                  | request                      | answer                                   |
 * | ------------------------------------- | ---------------------------- | ---------------------------------------- |
 * | GET  /persons/{id}/publicProfile      | bearer (one's own person)    | PublicProfileSettings, 404               |
 * | POST /persons/{id}/publicProfile      | PublicProfileSettingsRequest | PublicProfileSettings, 404               |
 * | GET  /publicProfiles/{personId}       | no login                     | PublicProfile, 404 when not public       |
 * | GET  /publicProfiles/{personId}/picture | no login                   | the approved photo, 404 unless shown     |
 */
import { Type, type Static } from 'typebox';
import { FileOf, Id, Nullable, OneOf, Shape } from './shapes';
import { nullable, object, optional, text, yesNo, type FieldInput } from './fields/fields';

/** The parts a public profile may show besides the name; each is off until the person turns it on. */
export const publicProfileParts = ['picture', 'functions', 'skills', 'rating'] as const;

/** What a person chose to show on their public profile, and the link to it. */
export const PublicProfileSettings = Shape({
  public: Type.Boolean({ description: 'Whether the profile is shown to anyone with the link; false until the person turns it on.' }),
  picture: Type.Boolean({ description: 'Show their latest approved photo.' }),
  functions: Type.Boolean({ description: 'Show the functions they work in, with their level.' }),
  skills: Type.Boolean({ description: 'Show the skills their documents prove and that are still valid.' }),
  rating: Type.Boolean({ description: 'Show the average and count of their ratings.' }),
  about: Nullable(Type.String({ description: 'A short text about themselves, shown when the profile is public.' })),
  url: Type.String({ description: 'The address of the public profile in the app, to hand out.' }),
}, 'What a person chose to show on their public profile, and the link to it.');
export type PublicProfileSettings = Static<typeof PublicProfileSettings>;

/** The longest text a person may write about themselves. */
export const aboutMax = 500;

/** `POST /persons/{id}/publicProfile` body: the whole choice at once. */
export const publicProfileSettingsRequest = object({
  public: yesNo(), picture: yesNo(), functions: yesNo(), skills: yesNo(), rating: yesNo(),
  about: optional(nullable(text({ max: aboutMax, allowEmpty: true })), null),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /persons/{id}/publicProfile`. */
export type PublicProfileSettingsRequest = FieldInput<typeof publicProfileSettingsRequest>;

/** A function on a public profile: its name and level, nothing of the planning behind it. */
export const PublicFunction = Shape({ function: Type.String(), level: OneOf(['junior', 'medior', 'senior']) },
  'A function the person works in, with their level.');

/**
 * What anyone sees of a person who made their profile public: the name, and each part they chose; a part they did
 * not choose is null. Nothing else of the person (no contact details, address, birthday or pay).
 */
export const PublicProfile = Shape({
  personId: Id,
  name: Type.String(),
  pictureUrl: Nullable(Type.String({ description: '`/api/v1/publicProfiles/{personId}/picture`, when the photo is shown and there is an approved one.' })),
  about: Nullable(Type.String()),
  functions: Nullable(Type.Array(PublicFunction)),
  skills: Nullable(Type.Array(Shape({ skill: Type.String() }, 'A skill a valid document proves.'))),
  rating: Nullable(Shape({
    average: Nullable(Type.Number({ description: 'Rounded to two decimals; null without ratings.' })),
    count: Type.Integer({ minimum: 0 }),
  }, 'The average and count of all their ratings.')),
}, 'What anyone sees of a person who made their profile public: the name and the parts they chose (null: not shown).');
export type PublicProfile = Static<typeof PublicProfile>;

/** The public photo: the latest approved one, in the kinds an upload may have (the demo's photos are SVG). */
export const PublicPicture = FileOf('image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/svg+xml');
