import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';
import { reopenKeyOf } from '../../outbox/editRequest';
import { useEditedWrite } from '../hooks/useEditedWrite';

/** The dialog and the form's code (fields, the form library) load when it first opens, not with every screen offering one. */
const FormSheet = lazy(() => import('./FormSheet').then((module) => ({ default: module.FormSheet })));

/**
 * `kind: form`: a button that opens the action's form in a dialog (full screen on phones narrower than 500 px).
 * The dialog closes after a successful submit; `onFinished` is called whenever it closes, submitted or not.
 * With `autoStart` the dialog opens at once and no button is drawn. It also opens, filled with what was typed, when
 * the person edits a write made with it that the server refused (the outbox's Edit).
 */
export function FormAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const [opened, setOpened] = useState(autoStart ?? false);
  const reopenKey = reopenKeyOf(action.id, scope.id);
  const [edited, endEdit] = useEditedWrite(action.form ? reopenKey : null);
  // Drawn from its first opening on (and then kept, so that it closes with its transition).
  const [drawn, setDrawn] = useState(opened);
  const form = action.form;
  if (!form) return null;
  const close = () => {
    setOpened(false);
    endEdit();
    onFinished?.();
  };
  const open = () => {
    setDrawn(true);
    setOpened(true);
  };
  return (
    <>
      {!autoStart && (
        <Button
          variant={action.danger ? 'light' : 'filled'}
          color={action.danger ? 'red' : undefined}
          fullWidth={fullWidth}
          leftSection={<ActionIcon name={action.icon} />}
          onClick={open}
        >
          {t(action.label)}
        </Button>
      )}
      {(drawn || edited !== null) && (
        <Suspense fallback={null}>
          <FormSheet action={{ ...action, form }} scope={scope} opened={opened || edited !== null} reopenKey={reopenKey} edited={edited} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
