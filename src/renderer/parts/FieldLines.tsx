import type { MouseEvent } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type { DetailField } from '../../ground/screenLanguage/types';
import { formatValue } from '../../ground/screenLanguage/formatValue';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useFormatContext } from '../hooks/useFormatContext';

/** Label/value lines of a detail section; empty values are left out rather than shown blank. */
export function FieldLines({ fields, scope }: { fields: DetailField[]; scope: TemplateScope }) {
  const { t } = useTexts();
  const { access, navigate } = useRendererEnvironment();
  const format = useFormatContext();
  const lines = fields
    .filter((field) => evaluateCondition(field.when, scope, access))
    // A formatter's argument may name another value of the record (`dateRange:endDate`, `notBefore:$today`).
    .map((field) => ({ field, text: formatValue(resolvePath(scope, field.path), field.format, { ...format, resolve: (path) => resolvePath(scope, path) }) }))
    .filter(({ text }) => text.trim() !== '');
  return (
    <Stack gap={6} component="dl" m={0}>
      {lines.map(({ field, text }) => {
        const href = field.link ? renderTemplate(field.link, scope, format) : undefined;
        const follow = (event: MouseEvent) => {
          if (!href || /^[a-z]+:/i.test(href)) return;
          event.preventDefault();
          navigate(href);
        };
        return (
          <Group key={field.path + field.label} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
            <Text component="dt" size="sm" c="dimmed">{t(field.label)}</Text>
            <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {href ? <Anchor href={href} onClick={follow}>{text}</Anchor> : text}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
