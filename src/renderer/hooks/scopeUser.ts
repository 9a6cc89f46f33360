import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { isRecord } from '../../ground/isRecord';

/** Who a screen is drawn for, as far as the scope's `$user` tells: the person's id and contact number. */
export interface ScopeUser {
  personId?: number;
  contactNumber?: string;
}

/** The scope's `$user` (the app fills it from the session), read by its fields; empty when there is none. */
export function scopeUser(scope: TemplateScope): ScopeUser {
  const user = scope.$user;
  if (!isRecord(user)) return {};
  return {
    ...(typeof user.personId === 'number' && { personId: user.personId }),
    ...(typeof user.contactNumber === 'string' && { contactNumber: user.contactNumber }),
  };
}
