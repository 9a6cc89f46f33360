import { createContext, useContext } from 'react';
import type { Tenant } from '../ground/contract';

/** The tenant configuration loaded before the app rendered (null when it could not be had). */
export const TenantContext = createContext<Tenant | null>(null);

export function useTenant(): Tenant | null {
  return useContext(TenantContext);
}
