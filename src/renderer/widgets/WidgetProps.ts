import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { FormField } from '../forms/FormField';

/** What every field widget receives from the form; the widget draws one input and reports its value. */
export interface WidgetProps {
  field: FormField;
  /** The form's name for the input (the field's path). */
  name: string;
  /** Already translated. */
  label: string;
  description?: string;
  placeholder?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Already translated; shown under the input. */
  error?: string;
  required: boolean;
  disabled?: boolean;
  /** For widgets that fetch (select options from an endpoint). */
  scope: TemplateScope;
}
