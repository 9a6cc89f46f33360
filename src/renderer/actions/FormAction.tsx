import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton';

/** The form's code (fields, the form library) loads when a dialog first opens, not with every screen that offers one. */
const SpecForm = lazy(() => import('../forms/SpecForm').then((module) => ({ default: module.SpecForm })));

/**
 * `kind: form`: a button that opens the action's form in a dialog (full screen on phones narrower than 500 px).
 * The dialog closes after a successful submit; `onFinished` is called whenever it closes, submitted or not.
 * With `autoStart` the dialog opens at once and no button is drawn.
 */
export function FormAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(autoStart ?? false);
  const phone = useMediaQuery('(max-width: 499.98px)');
  if (!action.form) return null;
  const { title, ...form } = action.form;
  const close = () => {
    setOpened(false);
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
      <Modal opened={opened} onClose={close} title={t(title ?? action.label)} fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Suspense fallback={<LoadingSkeleton shape="form" />}>
          <SpecForm
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
