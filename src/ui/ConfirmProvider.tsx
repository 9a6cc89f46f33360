import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

/** The dialog's code (Mantine's modal, focus trap and scroll lock) loads the first time a question is asked. */
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

type Ask = (question: string) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** Provides a yes/no dialog that any part of the app can await. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
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
      {question !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog question={question} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs ConfirmProvider');
  return ask;
}
