import { useEffect, useMemo, useRef, useState } from 'react';
import type { ListSearch } from '../../ground/screenLanguage/types';
import type { AddressQuery } from '../RendererEnvironment';
import { useBusyPart } from '../../ui/busyParts';

/** How long typing must pause before the text is searched for, in ms. */
export const searchPause = 300;

/** A list's search as it stands: the box's text, the chosen chip, and what was searched for. */
export interface ListSearchState {
  /** The box's text as typed. */
  text: string;
  setText: (text: string) => void;
  /** The parameter of the chosen chip (the search's own `param` at the start). */
  param: string;
  setParam: (param: string) => void;
  /** Searches for the text at once (Enter), without waiting for the pause. */
  submit: () => void;
  /** Empties the box and ends the search at once. */
  clear: () => void;
  /** The text searched for, trimmed; empty when there is no search. */
  applied: string;
  /** The words of `applied`, to mark in the cards. */
  words: string[];
  /** What the source is fetched with besides its own query: `{ [param]: applied }`, or undefined. */
  query: Record<string, string> | undefined;
}

/** The parameters a search may send: its own, then its chips'. */
const paramsOf = (search: ListSearch | undefined) => (search ? [search.param, ...(search.fields ?? []).map((field) => field.param)] : []);

/** The search an address holds: the first of the parameters with a value, or none. */
function searchInAddress(params: readonly string[], values: Readonly<Record<string, string>> | undefined) {
  for (const param of params) {
    const text = values?.[param]?.trim();
    if (text) return { param, text };
  }
  return undefined;
}

/** The words of a search text: its parts between spaces. */
export const searchWords = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/**
 * The state of a list's search box (`search:` of a list spec). The text is searched for once typing has paused
 * (`searchPause`), at once on Enter or when emptied. With an address (the app's), the search is written to its query in
 * place (`?q=…`, the chip's parameter) and read from it at the start and whenever the address changes under the list
 * (a link to the bare list ends the search), so that going back to the list finds it again. Text waiting for its
 * pause counts as a part still loading: the screen is not settled meanwhile.
 */
export function useListSearch(search: ListSearch | undefined, address: AddressQuery | undefined): ListSearchState {
  const params = paramsOf(search);
  const inAddress = searchInAddress(params, address?.values);
  const [param, setParam] = useState(inAddress?.param ?? params[0] ?? '');
  const [text, setText] = useState(inAddress?.text ?? '');
  const [applied, setApplied] = useState(inAddress?.text ?? '');
  // What the address holds of the search as this list last wrote or read it: another value came from elsewhere.
  const addressKey = inAddress ? `${inAddress.param}=${inAddress.text}` : '';
  const known = useRef(addressKey);

  useEffect(() => {
    if (addressKey === known.current) return;
    known.current = addressKey;
    setParam(inAddress?.param ?? params[0] ?? '');
    setText(inAddress?.text ?? '');
    setApplied(inAddress?.text ?? '');
    // Only a change of the address's search counts; `inAddress` and `params` are new objects every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);

  // Typed text not yet searched for: the screen is not settled until its answer is in.
  useBusyPart(search !== undefined && text.trim() !== applied);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === applied) return;
    if (trimmed === '') {
      setApplied('');
      return;
    }
    const timer = setTimeout(() => setApplied(trimmed), searchPause);
    return () => clearTimeout(timer);
  }, [text, applied]);

  const searched = search !== undefined && applied !== '';
  const key = searched ? `${param}=${applied}` : '';
  useEffect(() => {
    if (!address || key === known.current) return;
    known.current = key;
    address.replace(Object.fromEntries(paramsOf(search).map((name) => [name, searched && name === param ? applied : null])));
    // The key says all that is written; the address object changes with every address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const words = useMemo(() => searchWords(applied), [applied]);
  return {
    text,
    setText,
    param,
    setParam,
    submit: () => setApplied(text.trim()),
    clear: () => {
      setText('');
      setApplied('');
    },
    applied: searched ? applied : '',
    words: searched ? words : noWords,
    query: searched ? { [param]: applied } : undefined,
  };
}

const noWords: string[] = [];
