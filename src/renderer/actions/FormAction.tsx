import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton';
import { reopenKeyOf } from '../../outbox/editRequest';
import { useEditedWrite } from '../hooks/useEditedWrite';

/** The form's code (fields, the form library) loads when a dialog first opens, not with every screen that offers one. */
const SpecForm = lazy(() => import('../forms/SpecForm').then((module) => ({ default: module.SpecForm })));

/**
 * `kind: form`: a button that opens the action's form in a dialog (full screen on phones narrower than 500 px).
 * The dialog closes after a successful submit; `onFinished` is called whenever it closes, submitted or not.
 * With `autoStart` the dialog opens at once and no button is drawn. It also opens, filled with what was typed, when
 * the person edits a write made with it that the server refused (the outbox's Edit).
 */
export function FormAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(autoStart ?? false);
  const phone = useMediaQuery('(max-width: 499.98px)');
  const reopenKey = reopenKeyOf(action.id, scope.id);
  const [edited, endEdit] = useEditedWrite(action.form ? reopenKey : null);
  if (!action.form) return null;
  const { title, ...form } = action.form;
  const close = () => {
    setOpened(false);
    endEdit();
    onFinished?.();
  };
  return (
    <>
      {!autoStart && (
        <Button
          variant={action.danger ? 'light' : 'filled'}
          color={action.danger ? 'red' : undefined}
          fullWidth={fullWidth}
          leftSection={<ActionIcon name={action.icon} />}
          onClick={() => setOpened(true)}
        >
          {t(action.label)}
        </Button>
      )}
      <Modal opened={opened || edited !== null} onClose={close} title={t(title ?? action.label)} fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Suspense fallback={<LoadingSkeleton shape="form" />}>
          <SpecForm
            key={edited?.entryId ?? 'new'}
            reopenKey={reopenKey}
            kept={edited ?? undefined}
            form={{ ...form, submit: { ...form.submit, onSuccess: form.submit.onSuccess ?? action.onSuccess } }}
            scope={scope}
            label={action.label}
            onSubmitted={close}
            onCancel={close}
          />
        </Suspense>
      </Modal>
    </>
  );
}
