import type { MouseEvent } from 'react';
import { Badge, Paper, UnstyledButton } from '@mantine/core';
import { CardText } from './CardText';
import classes from './ItemCard.module.css';
import { useTexts } from '../texts';
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
  const { t } = useTexts();
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
  // Plain elements for the layout and the texts (ItemCard.module.css): a list or a dashboard draws many cards.
  const details = (
    <div className={classes.details}>
      {image && <ApiImage src={image} alt={text(spec.title)} height={140} />}
      <div className={`${classes.row} ${classes.head}`}>
        <CardText kind="title" words={marked}>{text(spec.title)}</CardText>
        {spec.badge && badgeValue !== undefined && badgeValue !== null && (
          <Badge variant="light" color={spec.badge.colors?.[String(badgeValue)] ?? 'gray'} style={{ flexShrink: 0 }}>
            {t(`${spec.badge.labels}.${String(badgeValue)}`)}
          </Badge>
        )}
      </div>
      {subtitle && <CardText kind="subtitle" words={marked}>{subtitle}</CardText>}
      {description && <CardText kind="description" words={marked}>{description}</CardText>}
      {/* Whole and wrapped anywhere: an address is read or copied, so never cut with "…". */}
      {fullText && <CardText kind="fullText" words={marked}>{fullText}</CardText>}
      {flags.length > 0 && (
        <div className={classes.flags}>
          {flags.map((flag) => (
            <Badge key={flag.label} size="sm" variant="outline" color={flag.color ?? 'grape'}>{t(flag.label, scopeValues(recordScope))}</Badge>
          ))}
        </div>
      )}
    </div>
  );
  const body = avatar ? (
    <div className={`${classes.row} ${classes.withAvatar}`}>
      <ApiAvatar src={avatar} name={text(spec.title)} />
      {details}
    </div>
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
        <div className={classes.actions}>
          <ActionBar actions={actions} scope={recordScope} />
        </div>
      )}
    </Paper>
  );
}

const noWords: readonly string[] = [];
