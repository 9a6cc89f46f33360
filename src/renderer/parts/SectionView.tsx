import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionSpec } from '../../spec/types';
import { evaluateCondition } from '../../spec/evaluateCondition';
import { renderTemplate, type TemplateScope } from '../../spec/renderTemplate';
import { resolvePath } from '../../spec/resolvePath';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useScreenData } from '../hooks/useScreenData';
import { useFormatContext } from '../hooks/useFormatContext';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { ItemCard } from './ItemCard';
import { FieldLines } from './FieldLines';

/**
 * One block of a detail or dashboard screen: a title, label/value lines, a text, a sub-list (from the record or
 * from its own source) and actions. Hidden when its condition fails, or when its list is empty and it says so.
 */
export function SectionView({ section, scope, hideWhenEmptyByDefault }: { section: SectionSpec; scope: TemplateScope; hideWhenEmptyByDefault: boolean }) {
  const { t } = useTranslation();
  const { access } = useRendererEnvironment();
  const format = useFormatContext();
  const shown = evaluateCondition(section.when, scope, access);
  const data = useScreenData(shown ? section.source : undefined, scope, { list: true });
  if (!shown) return null;
  const listed = section.item !== undefined;
  const items = section.source ? data.items : listed ? ((resolvePath(scope, section.items ?? 'items') as Record<string, unknown>[] | undefined) ?? []) : [];
  const hideWhenEmpty = section.hideWhenEmpty ?? hideWhenEmptyByDefault;
  if (section.message && !section.title && !section.fields && !listed) {
    return <Alert color="blue" role="status">{t(section.message)}</Alert>;
  }
  if (listed && hideWhenEmpty && data.status !== 'loading' && data.status !== 'error' && items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={section.title ? t(section.title) : undefined}>
      <Stack gap="sm">
        {section.title && <Title order={2} size="h5">{t(section.title)}</Title>}
        {section.fields && <FieldLines fields={section.fields} scope={scope} />}
        {section.message && <Alert color="blue" role="status">{t(section.message)}</Alert>}
        {section.text && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{renderTemplate(section.text, scope, format)}</Text>}
        {listed && (
          <DataStates data={section.source ? data : { ...data, status: 'success' }} empty={section.empty} isEmpty={items.length === 0}>
            <Stack gap="xs">
              {items.map((item, index) => (
                <ItemCard key={String(item['id'] ?? index)} item={item} spec={section.item!} scope={scope} />
              ))}
            </Stack>
          </DataStates>
        )}
        <ActionBar actions={section.actions} scope={scope} stacked />
      </Stack>
    </Paper>
  );
}
