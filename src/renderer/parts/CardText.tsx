import type { TextProps } from '@mantine/core';
import { MarkedText } from './MarkedText';
import classes from './ItemCard.module.css';

/** The texts of a card: its title, subtitle, description and full text (an address, never cut). */
export type CardTextKind = 'title' | 'subtitle' | 'description' | 'fullText';

const plain: Record<CardTextKind, string> = {
  title: `${classes.text} ${classes.title} ${classes.clamped}`,
  subtitle: `${classes.text} ${classes.dimmed}`,
  description: `${classes.text} ${classes.clamped}`,
  fullText: `${classes.text} ${classes.address}`,
};

/** The same texts as Mantine's Text draws them, for a card whose words of a search are marked. */
const marking: Record<CardTextKind, TextProps> = {
  title: { fw: 600, lineClamp: 2 },
  subtitle: { size: 'sm', c: 'dimmed' },
  description: { size: 'sm', lineClamp: 2 },
  fullText: { size: 'sm', ff: 'monospace', style: { overflowWrap: 'anywhere' } },
};

/**
 * One text of a card: a plain paragraph (a card is drawn many times on a list or a dashboard, and Mantine's Text costs
 * a component each), or, with the words of a search, Mantine's text with them marked.
 */
export function CardText({ kind, words, children }: { kind: CardTextKind; words: readonly string[]; children: string }) {
  if (words.length === 0) return <p className={plain[kind]}>{children}</p>;
  return <MarkedText words={words} {...marking[kind]}>{children}</MarkedText>;
}
