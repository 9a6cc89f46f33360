import type { Activity } from '../../../src/api/contract/reference';
import { activityBody, insertActivity } from '../../store/activityStore';
import { visiblePerson } from '../../store/personAccess';
import { anyUser } from '../accessRules';
import { idParams } from '../resourceRoutes';
import { route, type ApiRoute } from '../route';

/** Persons, their pictures, profile access and activities (other persons' sub-resources belong to other parts). */
export const personRoutes: readonly ApiRoute[] = [
  route({
    method: 'POST', path: '/persons/:id/activities', access: anyUser, params: idParams, body: activityBody, status: 201,
    handle: async (ctx, { params, body }): Promise<Activity> => {
      const personId = await visiblePerson(ctx, params.id);
      return insertActivity(ctx.db, {
        tenantId: ctx.tenant.id, subjectType: 'person', subjectId: personId, payload: body,
        createdBy: ctx.principal.userId, today: ctx.today,
      });
    },
  }),
];
