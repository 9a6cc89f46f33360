import type { SectionSpec } from '../../ground/screenLanguage/types';
import type { PermissionStanding } from '../hooks/usePermissionState';

/**
 * A permission warning as it reads where the permission stands. Before the browser has asked, the section's `message`
 * says why the permission is needed and its `kind: permission` button asks. Once refused, the browser will not ask
 * again: `refusedMessage` (when given) says where to allow it in the settings, and the button that can no longer ask
 * for that permission is left out.
 */
export function permissionNotice(section: SectionSpec, standing: PermissionStanding | null): SectionSpec {
  if (!section.permission || standing !== 'denied') return section;
  const actions = section.actions?.filter((action) => action.kind !== 'permission' || action.permission !== section.permission);
  return { ...section, message: section.refusedMessage ?? section.message, actions: actions?.length ? actions : undefined };
}
