import { createContext, useContext } from 'react';

/** What a `panel` action offers the layout drawn inside it. */
export interface PanelControls {
  /** Closes the panel (an action's `onSuccess: { close: true }`). */
  close: () => void;
  /** The panel's scrolling element (null until drawn): lists inside it scroll with it, not with the window. */
  scrollParent: HTMLElement | null;
}

/** The panel around a layout; null outside one. */
export const PanelContext = createContext<PanelControls | null>(null);

/** The panel the caller is drawn in, or null when it is drawn on the page. */
export const usePanel = () => useContext(PanelContext);
