import type { MouseEvent } from 'react';
import { Badge, Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import { MarkedText } from './MarkedText';
import { useTranslation } from 'react-i18next';
import type { ActionSpec, ListItemSpec } from '../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useFormatContext } from '../hooks/useFormatContext';
import { ActionBar } from '../actions/ActionBar';
import { ApiImage } from '../files/ApiImage';
import { ApiAvatar } from '../files/ApiAvatar';
import { scopeValues } from '../scopeValues';

/**
 * One record of a list drawn as a card: picture or face, title, subtitle, description, status badge, flags (whose
 * texts may name the record's values), link and actions. The words of a search (`marked`) are marked in the title,
 * subtitle and description.
 */
export function ItemCard({ item, spec, scope, actions, marked = noWords }: {
  item: Record<string, unknown>; spec: ListItemSpec; scope: TemplateScope; actions?: ActionSpec[]; marked?: readonly string[];
}) {
  const { t } = useTranslation();
  const { access, navigate } = useRendererEnvironment();
  const format = useFormatContext();
  const recordScope = { ...scope, ...item };
  const text = (template: string | undefined) => (template ? renderTemplate(template, recordScope, format).trim() : '');
  const href = spec.link ? text(spec.link) : undefined;
  const badgeShown = spec.badge && (!spec.badge.when || evaluateCondition(spec.badge.when, recordScope, access));
  const badgeValue = spec.badge && badgeShown ? resolvePath(item, spec.badge.field) : undefined;
  const flags = (spec.flags ?? []).filter((flag) => evaluateCondition(flag.when, recordScope, access));
  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (href) navigate(href);
  };
  const image = spec.image ? text(spec.image) : '';
  const avatar = spec.avatar ? text(spec.avatar) : '';
  const subtitle = text(spec.subtitle);
  const description = text(spec.description);
  const fullText = text(spec.fullText);
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {image && <ApiImage src={image} alt={text(spec.title)} height={140} />}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <MarkedText words={marked} fw={600} lineClamp={2}>{text(spec.title)}</MarkedText>
        {spec.badge && badgeValue !== undefined && badgeValue !== null && (
          <Badge variant="light" color={spec.badge.colors?.[String(badgeValue)] ?? 'gray'} style={{ flexShrink: 0 }}>
            {t(`${spec.badge.labels}.${String(badgeValue)}`)}
          </Badge>
        )}
      </Group>
      {subtitle && <MarkedText words={marked} size="sm" c="dimmed">{subtitle}</MarkedText>}
      {description && <MarkedText words={marked} size="sm" lineClamp={2}>{description}</MarkedText>}
      {/* Whole and wrapped anywhere: an address is read or copied, so never cut with "…". */}
      {fullText && <MarkedText words={marked} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{fullText}</MarkedText>}
      {flags.length > 0 && (
        <Group gap={4}>
          {flags.map((flag) => (
            <Badge key={flag.label} size="sm" variant="outline" color={flag.color ?? 'grape'}>{t(flag.label, scopeValues(recordScope))}</Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
  const body = avatar ? (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ApiAvatar src={avatar} name={text(spec.title)} />
      {details}
    </Group>
  ) : details;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="item-card">
      {href ? (
        <UnstyledButton component="a" href={href} onClick={open} w="100%">
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
      {actions && actions.length > 0 && (
        <Group mt="xs">
          <ActionBar actions={actions} scope={recordScope} />
        </Group>
      )}
    </Paper>
  );
}

const noWords: readonly string[] = [];
