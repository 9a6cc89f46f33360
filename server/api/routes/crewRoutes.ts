import type { ApiRoute } from '../route';

/** Calls of this part of section 7 (see server/api/productCalls.ts). */
export const crewRoutes: readonly ApiRoute[] = [];
