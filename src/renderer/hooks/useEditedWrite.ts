import { useEffect, useState } from 'react';
import { endEditRequest, useEditRequest } from '../../outbox/editRequest';

/** A refused write being edited in a form: the entry it replaces and what was typed for it. */
export interface EditedWrite {
  entryId: string;
  values: Record<string, unknown>;
  /** Why the server refused it, shown in the form. */
  refusal: string;
}

/**
 * Takes the outbox's edit request meant for the form with this key on the current screen (the person tapped Edit
 * on a refused write made with it): the form then opens filled with what was typed. Null key: not a form.
 * Answers the write being edited (null when none) and a way to let it go when the form closes.
 */
export function useEditedWrite(formKey: string | null): [EditedWrite | null, () => void] {
  const request = useEditRequest();
  const [edited, setEdited] = useState<EditedWrite | null>(null);
  const mine = formKey !== null && request !== null && request.form === formKey && request.origin === window.location.pathname;
  useEffect(() => {
    if (!mine || !request) return;
    setEdited({ entryId: request.entryId, values: request.values, refusal: request.refusal });
    endEditRequest();
  }, [mine, request]);
  return [edited, () => setEdited(null)];
}
