import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../texts';
import type { ActionSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { EditedWrite } from '../hooks/useEditedWrite';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton';
import { useOpenedAfterMount } from './useOpenedAfterMount';
import '../../ui/styles/screenStyles';

/** The form's code (fields, the form library) loads when a dialog first opens, not with every screen that offers one. */
const SpecForm = lazy(() => import('../forms/SpecForm').then((module) => ({ default: module.SpecForm })));

interface FormSheetProps {
  action: ActionSpec & { form: NonNullable<ActionSpec['form']> };
  scope: TemplateScope;
  opened: boolean;
  reopenKey: string;
  /** A write the server refused, opened again to be edited. */
  edited: EditedWrite | null;
  onClose: () => void;
}

/**
 * The dialog of a `kind: form` action (full screen on phones narrower than 500 px): its own file, so that the
 * dialog's code (Mantine's modal, focus trap and scroll lock) loads on the first tap, not with every screen that
 * offers a form.
 */
export function FormSheet({ action, scope, opened, reopenKey, edited, onClose }: FormSheetProps) {
  const { t } = useTexts();
  const phone = useMediaQuery('(max-width: 499.98px)');
  const shown = useOpenedAfterMount(opened);
  const { title, ...form } = action.form;
  return (
    <Modal opened={shown} onClose={onClose} title={t(title ?? action.label)} fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Suspense fallback={<LoadingSkeleton shape="form" />}>
        <SpecForm
          key={edited?.entryId ?? 'new'}
          reopenKey={reopenKey}
          kept={edited ?? undefined}
          form={{ ...form, submit: { ...form.submit, onSuccess: form.submit.onSuccess ?? action.onSuccess } }}
          scope={scope}
          label={action.label}
          onSubmitted={onClose}
          onCancel={onClose}
        />
      </Suspense>
    </Modal>
  );
}
