import { lazy, type ComponentType } from 'react';
import type { ActionKind, FieldKind, LayoutKind } from '../spec/types';
import type { LayoutProps } from './layouts/LayoutProps';
import type { WidgetProps } from './widgets/WidgetProps';
import type { ActionProps } from './actions/ActionProps';
import { ListLayout } from './layouts/ListLayout';
import { DetailLayout } from './layouts/DetailLayout';
import { FormLayout } from './layouts/FormLayout';
import { DashboardLayout } from './layouts/DashboardLayout';
import { TabsLayout } from './layouts/TabsLayout';
import { CustomLayout } from './layouts/CustomLayout';
import { TextWidget } from './widgets/TextWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { DateWidget } from './widgets/DateWidget';
import { TimeWidget } from './widgets/TimeWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { FileWidget } from './widgets/FileWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import { SignatureWidget } from './widgets/SignatureWidget';
import { NavigateAction } from './actions/NavigateAction';
import { CallAction } from './actions/CallAction';
import { FormAction } from './actions/FormAction';
import { DownloadAction } from './actions/DownloadAction';

/**
 * THE extension point. A new layout, field or action kind is its component, one line here and its schema
 * fragment; the compiler checks these tables against the spec's kinds, and a test checks the schema's enums.
 * The calendar is lazy: FullCalendar is heavy and only calendar screens pay for it.
 */
export const layouts = {
  list: ListLayout,
  detail: DetailLayout,
  form: FormLayout,
  calendar: lazy(() => import('./layouts/CalendarLayout')),
  dashboard: DashboardLayout,
  tabs: TabsLayout,
  custom: CustomLayout,
} satisfies Record<LayoutKind, ComponentType<LayoutProps>>;

export const fieldWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  date: DateWidget,
  time: TimeWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  file: FileWidget,
  password: PasswordWidget,
  signature: SignatureWidget,
} satisfies Record<FieldKind, ComponentType<WidgetProps>>;

export const actionKinds = {
  navigate: NavigateAction,
  call: CallAction,
  form: FormAction,
  download: DownloadAction,
} satisfies Record<ActionKind, ComponentType<ActionProps>>;
