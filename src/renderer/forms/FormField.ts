import type { FieldSpec } from '../../ground/screenLanguage/types';

/**
 * A field as the form engine draws it: a spec field, or one made from data (`questions:`), whose label,
 * description and option labels are the data's own text rather than i18n keys.
 */
export interface FormField extends FieldSpec {
  /** Label, description and option labels are text to show as they are. */
  dataLabels?: boolean;
  /** The title of the group the field opens (the first field of a group of questions). */
  groupTitle?: string;
}
