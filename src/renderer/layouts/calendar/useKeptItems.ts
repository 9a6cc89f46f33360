import { useState } from 'react';
import type { ScreenData } from '../../hooks/useScreenData';

type Item = Record<string, unknown>;

/**
 * The records of the last range that loaded, kept on screen while the next range loads (or fails), so that
 * changing month does not blank the calendar. A 404 counts as a range without records.
 */
export function useKeptItems(data: ScreenData): Item[] {
  const [kept, setKept] = useState<{ response: unknown; items: Item[] }>({ response: undefined, items: [] });
  const notFound = data.status === 'error' && data.error?.status === 404;
  // Storing what the previous render saw, the React way: state set during render, no effect round trip.
  if (data.status === 'success' && data.data !== kept.response) setKept({ response: data.data, items: data.items });
  if (notFound && kept.items.length > 0) setKept({ response: undefined, items: [] });
  if (data.status === 'success') return data.items;
  return notFound ? [] : kept.items;
}
