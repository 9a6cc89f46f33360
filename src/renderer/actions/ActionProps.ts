import type { ActionSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';

/** What every action kind receives. */
export interface ActionProps {
  action: ActionSpec;
  /** The record the action is about, with `$params`, `$user`, `$today` (and `$date` on a calendar day). */
  scope: TemplateScope;
  /** Start at once instead of drawing a button (e.g. a calendar day was clicked); `onFinished` is called after. */
  autoStart?: boolean;
  onFinished?: () => void;
  /** Draw as a full-width button (in dialogs and at the foot of a screen). Default false. */
  fullWidth?: boolean;
}
