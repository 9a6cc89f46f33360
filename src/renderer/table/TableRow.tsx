import type { MouseEvent } from 'react';
import { Anchor, Table } from '@mantine/core';
import type { ActionSpec, ListColumn, ListItemSpec } from '../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useFormatContext } from '../hooks/useFormatContext';
import { ActionBar } from '../actions/ActionBar';
import { MarkedText } from '../parts/MarkedText';

/** What a click on a row leaves to the thing clicked: links, buttons and fields of the row handle their own. */
const ownClicks = 'a, button, input, select, textarea, [role="button"], [role="checkbox"]';

/**
 * One record as a table row: a cell per column, the first a link to the record (the card's `link`) for the keyboard,
 * the whole row opening it on a click; the card's actions in a last cell, one above the other.
 */
export function TableRow({ index, measure, record, columns, item, scope, actions, marked = noWords }: {
  index: number; measure: (element: Element | null) => void; record: Record<string, unknown>; columns: ListColumn[];
  item: ListItemSpec; scope: TemplateScope; actions?: ActionSpec[]; marked?: readonly string[];
}) {
  const { navigate } = useRendererEnvironment();
  const format = useFormatContext();
  const recordScope = { ...scope, ...record };
  const text = (template: string) => renderTemplate(template, recordScope, format).trim();
  const href = item.link ? text(item.link) : undefined;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (href) navigate(href);
  };
  const openRow = (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target;
    // A click in a dialog an action opened (drawn elsewhere, but inside this row for React) is not the row's.
    if (!href || !(target instanceof Element) || !event.currentTarget.contains(target) || target.closest(ownClicks)) return;
    navigate(href);
  };
  return (
    <Table.Tr ref={measure} data-index={index} data-testid="list-row" onClick={openRow} style={{ cursor: href ? 'pointer' : undefined }}>
      {columns.map((column, at) => {
        const value = text(column.template);
        return (
          <Table.Td key={at} style={{ overflowWrap: 'break-word' }}>
            {at === 0 && href ? (
              <Anchor href={href} onClick={open} fw={600} fz="sm">
                <MarkedText words={marked} span inherit>{value}</MarkedText>
              </Anchor>
            ) : (
              <MarkedText words={marked} fz="sm" lineClamp={2}>{value}</MarkedText>
            )}
          </Table.Td>
        );
      })}
      {actions && actions.length > 0 && (
        <Table.Td>
          <ActionBar actions={actions} scope={recordScope} stacked />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

const noWords: readonly string[] = [];
