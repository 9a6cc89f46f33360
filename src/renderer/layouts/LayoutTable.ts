import type { ComponentType } from 'react';
import type { LayoutKind } from '../../ground/screenLanguage/types';
import type { LayoutProps } from './LayoutProps';

/**
 * The layout component for each layout kind of the screen language. The app hands the registry's table to the
 * renderer through its environment, so that a layout drawing a nested layout (tabs, panels) never imports the table
 * that imports it.
 */
export type LayoutTable = { readonly [K in LayoutKind]: ComponentType<LayoutProps> };
