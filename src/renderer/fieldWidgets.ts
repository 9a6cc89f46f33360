import type { ComponentType } from 'react';
import type { FieldKind } from '../ground/screenLanguage/types';
import type { WidgetProps } from './widgets/WidgetProps';
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
import { RatingWidget } from './widgets/RatingWidget';

/** The extension point for form fields: one widget per field kind (see `registry.ts`). */
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
  rating: RatingWidget,
} satisfies Record<FieldKind, ComponentType<WidgetProps>>;
