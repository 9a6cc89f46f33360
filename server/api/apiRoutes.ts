import type { ApiRoute } from '../kernel/route';
import { authRoutes } from './routes/authRoutes';
import { tenantConfigRoutes } from './routes/tenantConfigRoutes';
import { jobRoutes } from './routes/jobRoutes';
import { personalPlanningRoutes } from './routes/personalPlanningRoutes';
import { referenceRoutes } from './routes/referenceRoutes';
import { activityRoutes } from './routes/activityRoutes';
import { companyRoutes } from './routes/companyRoutes';
import { personRoutes } from './routes/personRoutes';
import { publicProfileRoutes } from './routes/publicProfileRoutes';
import { payrollRoutes } from './routes/payrollRoutes';
import { receiptRoutes } from './routes/receiptRoutes';
import { shareLinkRoutes } from './routes/shareLinkRoutes';
import { projectRoutes } from './routes/projectRoutes';
import { crewRoutes } from './routes/crewRoutes';
import { workedHoursRoutes } from './routes/workedHoursRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { emailRoutes } from './routes/emailRoutes';
import { formRoutes } from './routes/formRoutes';
import { planningRoutes } from './routes/planningRoutes';
import { plusCrewRoutes } from './routes/plusCrewRoutes';
import { batchRoutes } from './routes/batchRoutes';

/**
 * The table of /api/v1 calls, one file of rows per part of the product. A row says method, path, who may call it
 * (login types, token types and `resource.PERMISSION` rights, checked centrally) and which store function answers.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...authRoutes,
  ...tenantConfigRoutes,
  ...jobRoutes,
  ...personalPlanningRoutes,
  ...referenceRoutes,
  ...activityRoutes,
  ...companyRoutes,
  ...personRoutes,
  ...publicProfileRoutes,
  ...payrollRoutes,
  ...receiptRoutes,
  ...shareLinkRoutes,
  ...projectRoutes,
  ...crewRoutes,
  ...workedHoursRoutes,
  ...documentRoutes,
  ...emailRoutes,
  ...formRoutes,
  ...planningRoutes,
  ...plusCrewRoutes,
  ...batchRoutes,
];
