import type { ComponentType } from 'react';
import type { ActionKind } from '../ground/screenLanguage/types';
import type { ActionProps } from './actions/ActionProps';
import { NavigateAction } from './actions/NavigateAction';
import { CallAction } from './actions/CallAction';
import { FormAction } from './actions/FormAction';
import { DownloadAction } from './actions/DownloadAction';
import { ShareAction } from './actions/ShareAction';
import { PermissionAction } from './actions/PermissionAction';
import { PanelAction } from './actions/PanelAction';
import { CopyAction } from './actions/CopyAction';
import { SettingAction } from './actions/SettingAction';

/** The extension point for actions: one component per action kind (see `registry.ts`). */
export const actionKinds = {
  navigate: NavigateAction,
  call: CallAction,
  form: FormAction,
  download: DownloadAction,
  share: ShareAction,
  permission: PermissionAction,
  panel: PanelAction,
  copy: CopyAction,
  setting: SettingAction,
} satisfies Record<ActionKind, ComponentType<ActionProps>>;
