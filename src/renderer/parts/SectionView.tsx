import { lazy, memo, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Collapse, Paper, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type { SectionSpec } from '../../ground/screenLanguage/types';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useScreenData, type ScreenData } from '../hooks/useScreenData';
import { useFormatContext } from '../hooks/useFormatContext';
import { usePermissionState } from '../hooks/usePermissionState';
import { permissionNotice } from './permissionNotice';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { FilePreview } from '../files/FilePreview';
import { ItemCard } from './ItemCard';
import { ItemGallery } from './ItemGallery';
import { FieldLines } from './FieldLines';
import { SectionComponent } from './SectionComponent';
import { SectionHeading } from './SectionHeading';
import { scopeValues } from '../scopeValues';
import { PendingPart } from '../../ui/PendingPart';
import { useWaitingPart } from '../../ui/busyParts';
import { useTableWidth } from '../table/useTableWidth';
import { LazyListTable } from '../table/LazyListTable';
import { useListSort, type ListSortControl } from '../table/useListSort';

const SanitizedHtml = lazy(() => import('./SanitizedHtml'));
/** The chart library loads with the first section that draws a chart, never with the first screen. */
const SectionChart = lazy(() => import('./SectionChart'));

type Item = Record<string, unknown>;

const noItems: Item[] = [];

/**
 * The section's sub-list: from its own source or a path in the record, filtered and cut to its limit. With
 * `columns:` on a wide screen it is a table, sorted as kept for the section (by the source's call for a `sortKey`).
 */
function useSectionItems(section: SectionSpec, scope: TemplateScope, shown: boolean) {
  const { access } = useRendererEnvironment();
  const wide = useTableWidth();
  const table = section.columns !== undefined && section.item !== undefined && wide;
  const sorting = useListSort(section.columns, `section:${section.id}:${section.source?.endpoint ?? section.items ?? 'items'}`, table);
  const data = useScreenData(shown ? section.source : undefined, scope, { list: true, extraQuery: sorting.query, keepPrevious: table });
  const listed = section.item !== undefined;
  // A chart reads the same records, with or without their cards.
  const all = section.source ? data.items : listed || section.chart ? ((resolvePath(scope, section.items ?? 'items') as Item[] | undefined) ?? noItems) : noItems;
  const items = useMemo(() => {
    const kept = section.filter ? all.filter((item) => evaluateCondition(section.filter, { ...scope, ...item }, access)) : all;
    return section.limit ? kept.slice(0, section.limit) : kept;
  }, [all, section, scope, access]);
  return { data, listed, items, table: table ? sorting : null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One block of a detail or dashboard screen. Hidden when its condition fails or when the browser permission it warns
 * about is granted. A `source` with `list: false` is the section's own record: loaded first, its fields then read
 * by everything in the section (e.g. a crew chief sheet's released state beside the job it belongs to).
 */
export function SectionView({ section: written, scope, hideWhenEmptyByDefault }: { section: SectionSpec; scope: TemplateScope; hideWhenEmptyByDefault: boolean }) {
  const { access } = useRendererEnvironment();
  const permissionStanding = usePermissionState(written.permission);
  const section = useMemo(() => permissionNotice(written, permissionStanding), [written, permissionStanding]);
  // A permission warning shows only once the browser said "not granted" (not while it is being asked).
  const applies = evaluateCondition(section.when, scope, access);
  const shown = applies && (!section.permission || (permissionStanding !== null && permissionStanding !== 'granted'));
  // Until the browser has answered, the warning may still come: the section counts as loading.
  useWaitingPart(applies && section.permission !== undefined && permissionStanding === null);
  const ownRecord = section.source?.list === false;
  const record = useScreenData(shown && ownRecord ? section.source : undefined, scope, { list: false });
  if (!shown) return null;
  if (!ownRecord) return <SectionBody section={section} scope={scope} hideWhenEmptyByDefault={hideWhenEmptyByDefault} />;
  if (record.status !== 'success') {
    return (
      <Paper withBorder radius="md" p="md" component="section">
        <DataStates data={record} empty={section.empty} isEmpty={false}>{null}</DataStates>
      </Paper>
    );
  }
  const recordScope = isRecord(record.data) ? { ...scope, ...record.data } : scope;
  return <SectionBody section={{ ...section, source: undefined }} scope={recordScope} hideWhenEmptyByDefault={hideWhenEmptyByDefault} />;
}

/**
 * What a section shows: a title, label/value lines, a text or sanitised HTML, a file, a hand-written part
 * (`component:`), a chart of the sub-list, a sub-list (from the record or its own source; cards or a gallery, with
 * actions per item) and actions. Hidden when its list is empty and it says so.
 */
function SectionBody({ section, scope, hideWhenEmptyByDefault }: { section: SectionSpec; scope: TemplateScope; hideWhenEmptyByDefault: boolean }) {
  const { data, listed, items, table } = useSectionItems(section, scope, true);
  return <SectionContent section={section} scope={scope} hideWhenEmptyByDefault={hideWhenEmptyByDefault} data={data} listed={listed} items={items} table={table} />;
}

interface SectionContentProps {
  section: SectionSpec;
  scope: TemplateScope;
  hideWhenEmptyByDefault: boolean;
  data: ScreenData;
  listed: boolean;
  items: Item[];
  /** The sort of the sub-list's table, when it is drawn as one (`columns:`, a wide screen); null: cards. */
  table: ListSortControl | null;
}

/**
 * The drawing of a section, apart from its data hooks: when the query cache reports a change the section has not
 * drawn yet (see `useScreenData`), the section renders again at once but its content is skipped, and is drawn in the
 * deferred, sliced render.
 */
const SectionContent = memo(function SectionContent({ section, scope, hideWhenEmptyByDefault, data, listed, items, table }: SectionContentProps) {
  const { t } = useTexts();
  const format = useFormatContext();
  const hideWhenEmpty = section.hideWhenEmpty ?? hideWhenEmptyByDefault;
  // Titles, messages and paragraphs may name values of the record and the session: `{{$user.person.firstName}}`.
  // With `count:`, the texts take the plural form of the record's number there ("1 item waits", "3 items wait").
  const counted = section.count === undefined ? undefined : Number(resolvePath(scope, section.count));
  const say = (key: string) => t(key, { ...scopeValues(scope), ...(counted !== undefined && Number.isFinite(counted) && { count: counted }) });
  const alone = !section.title && !section.fields && !listed && !section.text && !section.paragraph && !section.html && !section.file && !section.actions && !section.component && !section.chart;
  if (section.message && alone) {
    return <Alert color={section.permission ? 'yellow' : 'blue'} role="status">{say(section.message)}</Alert>;
  }
  if (listed && hideWhenEmpty && data.status !== 'loading' && data.status !== 'error' && items.length === 0) return null;
  const title = section.title ? say(section.title) : undefined;
  const content = (
    <>
      {section.fields && <FieldLines fields={section.fields} scope={scope} />}
      {section.message && <Alert color={section.permission ? 'yellow' : 'blue'} role="status">{say(section.message)}</Alert>}
      {section.paragraph && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{say(section.paragraph)}</Text>}
      {section.text && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{renderTemplate(section.text, scope, format)}</Text>}
      {section.html && (
        <Suspense fallback={<PendingPart />}>
          <SanitizedHtml html={renderTemplate(section.html, scope, format)} />
        </Suspense>
      )}
      {section.file && <FilePreview source={section.file} scope={scope} empty={section.empty} download={section.fileDownload !== false} />}
      {section.component && <SectionComponent name={section.component} options={section.options} scope={scope} />}
      {section.chart && (items.length > 0 || section.chart.values) && (
        <Suspense fallback={<PendingPart />}>
          <SectionChart chart={section.chart} items={items} scope={scope} title={title} />
        </Suspense>
      )}
      {listed && (
        <DataStates data={section.source ? data : { ...data, status: 'success' }} empty={section.empty} isEmpty={items.length === 0}>
          {table ? (
            <LazyListTable items={items} columns={section.columns!} item={section.item!} scope={scope} actions={section.itemActions} sorting={table} />
          ) : section.display === 'gallery' ? (
            <ItemGallery items={items} spec={section.item!} scope={scope} actions={section.itemActions} />
          ) : (
            <Stack gap="xs">
              {items.map((item, index) => (
                <ItemCard key={String(item['id'] ?? index)} item={item} spec={section.item!} scope={scope} actions={section.itemActions} />
              ))}
            </Stack>
          )}
        </DataStates>
      )}
      <ActionBar actions={section.actions} scope={scope} stacked />
    </>
  );
  const collapsible = title !== undefined && (section.collapsed !== undefined || section.collapsible === true);
  if (collapsible) {
    // The number of records listed, once they are in: what is inside, before it is opened.
    const count = listed && (!section.source || data.status === 'success') ? items.length : null;
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
        <CollapsibleContent title={title} count={count} startsOpen={section.collapsed !== true}>{content}</CollapsibleContent>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        {title && <SectionHeading title={title} count={null} toggle={null} />}
        {content}
      </Stack>
    </Paper>
  );
});

/**
 * A collapsible section's heading button and its content: drawn (and its lazy parts loaded) only while open; the
 * section's records are loaded either way, so the heading can tell how many there are.
 */
function CollapsibleContent({ title, count, startsOpen, children }: { title: string; count: number | null; startsOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(startsOpen);
  const id = useId();
  return (
    <>
      <SectionHeading title={title} count={count} toggle={{ open, onToggle: () => setOpen((was) => !was), controls: id }} />
      {/* The box named by aria-controls is there while closed too. */}
      <Box id={id}>
        <Collapse expanded={open} keepMounted={false} transitionDuration={150}>
          <Stack gap="sm" pt="sm">{children}</Stack>
        </Collapse>
      </Box>
    </>
  );
}
