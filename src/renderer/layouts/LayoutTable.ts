import { createElement, type ComponentType, type ReactElement } from 'react';
import type { LayoutKind } from '../../ground/screenLanguage/types';
import type { LayoutProps } from './LayoutProps';

/**
 * The layout component for each layout kind of the screen language, each taking its own kind's spec. The app hands
 * the registry's table to the renderer through its environment, so that a layout drawing a nested layout (tabs,
 * panels) never imports the table that imports it.
 */
export type LayoutTable = { readonly [Kind in LayoutKind]: ComponentType<LayoutProps<Kind>> };

/** The component drawing a layout kind, typed to take that kind's spec. */
function layoutOf<Kind extends LayoutKind>(table: LayoutTable, kind: Kind): ComponentType<LayoutProps<Kind>> {
  return table[kind];
}

/** A layout drawn by its kind's component of `table`; undefined for a kind the table does not have. */
export function layoutElement(table: LayoutTable, props: LayoutProps): ReactElement | undefined {
  if (!Object.hasOwn(table, props.body.layout)) return undefined;
  return createElement(layoutOf(table, props.body.layout), props);
}
