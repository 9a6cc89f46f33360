import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Ask = (question: string) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** Provides a yes/no dialog that any part of the app can await. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<string | null>(null);
  const settle = useRef<(answer: boolean) => void>(() => undefined);
  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const answer = (value: boolean) => {
    settle.current(value);
    setQuestion(null);
  };
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {/* Above dialogs and sheets: a question asked from inside one must not open behind it. */}
      <Modal opened={question !== null} onClose={() => answer(false)} title={t('common.confirmTitle')} centered zIndex={400}>
        <Text mb="md">{question ? t(question) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(false)}>{t('common.no')}</Button>
          <Button onClick={() => answer(true)}>{t('common.yes')}</Button>
        </Group>
      </Modal>
    </ConfirmContext.Provider>
  );
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs ConfirmProvider');
  return ask;
}
