import { formatSpecError } from '../../../ground/screenLanguage/formatSpecError';
import { checkTenantFolder } from './checkTenantFolder';

/** `check <folder>`: every problem as `file:line:column message`, then a summary; 1 when there is any. */
export function checkCommand(folder: string): number {
  const check = checkTenantFolder(folder);
  for (const error of check.errors) console.log(formatSpecError(error));
  console.log(check.summary);
  return check.errors.length > 0 ? 1 : 0;
}
