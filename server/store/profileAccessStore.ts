import type { ProfileAccessGrant, ProfileAccessRequest } from '../../src/ground/contract/persons';
import { loginTypesOf } from '../../src/ground/access/loginTypeCaptions';
import { holdsRight } from '../kernel/canAccess';
import { badRequest, forbidden } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { visiblePerson } from './personAccess';

/** Who may share a profile: the person themselves, or a planner who reads persons and contacts crew. */
async function shareablePerson(ctx: SessionContext, id: number): Promise<number> {
  const personId = await visiblePerson(ctx, id);
  if (personId !== ctx.principal.personId && !holdsRight(ctx.principal, 'crewProfile.CONTACT')) {
    throw forbidden('Only the person or a planner who contacts crew can share this profile');
  }
  return personId;
}

/** The grantee: a contact of the tenant, or a user of the tenant with a client or planner login; else a 400. */
async function granteeOf(ctx: SessionContext, body: ProfileAccessRequest): Promise<ProfileAccessGrant['grantee']> {
  if (body.contactId) {
    const found = await ctx.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM contacts WHERE id = $1 AND tenant_id = $2", [body.contactId, ctx.tenant.id]);
    if (!found.rows[0]) throw badRequest('Unknown contact', [{ path: 'contactId', message: 'is not a known contact' }]);
    return { type: 'contact', id: body.contactId, name: found.rows[0].name };
  }
  const found = await ctx.db.query<{ name: string; login_types: string[] }>(
    `SELECT p.first_name || ' ' || p.last_name AS name, u.login_types FROM users u JOIN persons p ON p.id = u.person_id
     WHERE u.id = $1 AND u.tenant_id = $2`, [body.userId, ctx.tenant.id]);
  const user = found.rows[0];
  if (!user) throw badRequest('Unknown user', [{ path: 'userId', message: 'is not a known user' }]);
  if (!loginTypesOf(user.login_types).some((type) => type === 'client' || type === 'planner')) {
    throw badRequest('Only clients and planners can be given access', [{ path: 'userId', message: 'is not a client or planner' }]);
  }
  return { type: 'user', id: body.userId!, name: user.name };
}

/**
 * Gives a client (contact) or planner (user) access to a profile with the listed permissions; granting again
 * replaces the permissions. Permissions must be codes of `GET /permissionTypes`.
 */
export async function grantProfileAccess(ctx: SessionContext, id: number, body: ProfileAccessRequest): Promise<ProfileAccessGrant> {
  const personId = await shareablePerson(ctx, id);
  const known = await ctx.db.query<{ code: string }>(
    "SELECT code FROM reference_items WHERE list = 'permissionTypes' AND (tenant_id IS NULL OR tenant_id = $1)", [ctx.tenant.id]);
  const codes = new Set(known.rows.map((row) => row.code));
  const unknown = body.permissions.map((code, index) => ({ code, index })).filter(({ code }) => !codes.has(code));
  if (unknown.length > 0) {
    throw badRequest('Unknown permission type', unknown.map(({ index }) => ({ path: `permissions.${index}`, message: 'is not a known permission type' })));
  }
  const grantee = await granteeOf(ctx, body);
  const column = grantee.type === 'contact' ? 'contact_id' : 'user_id';
  const permissions = [...new Set(body.permissions)];
  const result = await ctx.db.query<{ id: number; granted_at: Date }>(
    `INSERT INTO profile_access (person_id, ${column}, permissions, granted_by_user, granted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (person_id, ${column}) WHERE ${column} IS NOT NULL
     DO UPDATE SET permissions = excluded.permissions, granted_by_user = excluded.granted_by_user, granted_at = excluded.granted_at
     RETURNING id, granted_at`,
    [personId, grantee.id, permissions, ctx.principal.userId, ctx.now.toISOString()]);
  const row = result.rows[0]!;
  return { id: row.id, personId, grantee, permissions, grantedAt: new Date(row.granted_at).toISOString() };
}
