import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './styles/screenStyles';

/** The yes/no dialog of `ConfirmProvider`, open while it is drawn. */
export function ConfirmDialog({ question, onAnswer }: { question: string; onAnswer: (answer: boolean) => void }) {
  const { t } = useTranslation();
  return (
    // Above dialogs and sheets: a question asked from inside one must not open behind it.
    <Modal opened onClose={() => onAnswer(false)} title={t('common.confirmTitle')} centered zIndex={400}>
      <Text mb="md">{t(question)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onAnswer(false)}>{t('common.no')}</Button>
        <Button onClick={() => onAnswer(true)}>{t('common.yes')}</Button>
      </Group>
    </Modal>
  );
}
