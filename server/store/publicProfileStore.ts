import type {
  PublicProfile, PublicProfileSettings,
} from '../../src/ground/contract/publicProfiles';
import { publicProfileParts, type publicProfileSettingsRequest } from '../../src/ground/contract/publicProfiles';
import type { FieldValue } from '../../src/ground/contract/fields/fields';
import { FileReply } from '../kernel/FileReply';
import { notFound } from '../kernel/HttpError';
import type { PublicContext, SessionContext } from '../kernel/route';
import { ratingsSummaryOf } from './crewMemberStore';
import { latestApprovedPicture } from './profilePictureStore';
import { tenantAddress } from './tenantAddress';

type Part = (typeof publicProfileParts)[number];
interface ChoiceRow { shown: boolean; parts: Part[]; about: string | null }

/** The one answer for a profile that is not shown, whatever the reason: we never say whether the person exists. */
const notShown = () => notFound('Profile not found');

/** The caller's own person, or 404: a person's public-profile choice is theirs alone to read and change. */
function ownPerson(ctx: SessionContext, id: number): number {
  if (id !== ctx.principal.personId) throw notShown();
  return id;
}

async function choiceOf(ctx: PublicContext, personId: number): Promise<ChoiceRow> {
  const found = await ctx.db.query<ChoiceRow>('SELECT shown, parts, about FROM public_profiles WHERE person_id = $1', [personId]);
  return found.rows[0] ?? { shown: false, parts: [], about: null };
}

async function settingsOf(ctx: SessionContext, personId: number, choice: ChoiceRow): Promise<PublicProfileSettings> {
  const has = (part: Part) => choice.parts.includes(part);
  return {
    public: choice.shown, picture: has('picture'), functions: has('functions'), skills: has('skills'), rating: has('rating'),
    about: choice.about, url: `${await tenantAddress(ctx)}/public-profile/${personId}`,
  };
}

/** What the caller chose to show on their public profile (off, showing nothing, until they choose), and its link. */
export async function publicProfileSettings(ctx: SessionContext, id: number): Promise<PublicProfileSettings> {
  const personId = ownPerson(ctx, id);
  return settingsOf(ctx, personId, await choiceOf(ctx, personId));
}

/** Stores the caller's whole choice at once: shown or not, the parts, and the text about themselves (empty: none). */
export async function savePublicProfileSettings(
  ctx: SessionContext, id: number, body: FieldValue<typeof publicProfileSettingsRequest>,
): Promise<PublicProfileSettings> {
  const personId = ownPerson(ctx, id);
  const choice: ChoiceRow = {
    shown: body.public, parts: publicProfileParts.filter((part) => body[part]), about: body.about === '' ? null : body.about,
  };
  await ctx.db.query(
    `INSERT INTO public_profiles (person_id, shown, parts, about, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (person_id) DO UPDATE SET shown = $2, parts = $3, about = $4, updated_at = $5`,
    [personId, choice.shown, choice.parts, choice.about, ctx.now.toISOString()]);
  return settingsOf(ctx, personId, choice);
}

/** The person of the host's tenant whose profile is public, with their choice and name; 404 alike for anything else. */
async function shownProfile(ctx: PublicContext, personId: number): Promise<ChoiceRow & { name: string }> {
  const found = await ctx.db.query<ChoiceRow & { name: string }>(
    `SELECT pp.shown, pp.parts, pp.about, pe.first_name || ' ' || pe.last_name AS name
     FROM public_profiles pp JOIN persons pe ON pe.id = pp.person_id WHERE pp.person_id = $1 AND pe.tenant_id = $2 AND pp.shown`,
    [personId, ctx.tenant.id]);
  const row = found.rows[0];
  if (!row) throw notShown();
  return row;
}

/** What anyone may see of a person who made their profile public: the name and the parts they chose, nothing else. */
export async function publicProfileOf(ctx: PublicContext, personId: number): Promise<PublicProfile> {
  const profile = await shownProfile(ctx, personId);
  const has = (part: Part) => profile.parts.includes(part);
  const [picture, functions, skills, rating] = await Promise.all([
    has('picture') ? latestApprovedPicture(ctx.db, personId) : null,
    has('functions') ? ctx.db.query<{ function: string; level: 'junior' | 'medior' | 'senior' }>(
      'SELECT function, level FROM crew_member_functions WHERE person_id = $1 ORDER BY function', [personId]) : null,
    has('skills') ? ctx.db.query<{ skill: string }>(
      `SELECT DISTINCT skill FROM crew_member_skills WHERE person_id = $1 AND (valid_until IS NULL OR valid_until >= $2::date)
       ORDER BY skill`, [personId, ctx.today]) : null,
    has('rating') ? ratingsSummaryOf(ctx.db, personId) : null,
  ]);
  return {
    personId, name: profile.name, about: profile.about,
    pictureUrl: picture ? `/api/v1/publicProfiles/${personId}/picture` : null,
    functions: functions ? functions.rows : null,
    skills: skills ? skills.rows : null,
    rating: rating ? { average: rating.average, count: rating.count } : null,
  };
}

/** The approved photo of a public profile that shows it; 404 alike when it is not public, hides it, or has none. */
export async function publicProfilePicture(ctx: PublicContext, personId: number): Promise<FileReply> {
  const profile = await shownProfile(ctx, personId);
  const picture = profile.parts.includes('picture') ? await latestApprovedPicture(ctx.db, personId) : null;
  if (!picture) throw notShown();
  return new FileReply(picture.bytes, picture.mime_type, picture.file_name, 'inline');
}
