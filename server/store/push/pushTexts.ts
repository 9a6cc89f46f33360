import type { NotificationKind } from '../notificationSubjects';
import { fillText, localeSection, shortDay, type Language } from '../localeTexts';

export { languageOf } from '../localeTexts';

/** What a push message tells about (a row of the outbox). */
export type PushKind = NotificationKind;

/** A notification as the service worker shows it (`public/push-handlers.js`): a tap opens `url`. */
export interface PushNotification { title: string; body: string; url: string; tag: string }

type PushText = { title: string; body: string };
type PushTexts = Record<Exclude<PushKind, 'missingCheckOut'>, PushText>;

/** A kind's texts: `push.<kind>`, except those of a part that keeps its own (worked hours: `hours.missingCheckOutPush`). */
function pushTextsOf(kind: PushKind, language: Language): PushText {
  if (kind === 'missingCheckOut') return localeSection<{ missingCheckOutPush: PushText }>(language, 'hours').missingCheckOutPush;
  return localeSection<PushTexts>(language, 'push')[kind];
}

/** The notification of one message in one language; `values` fill the text's placeholders (a `date` is written as the language writes it). */
export function pushNotification(
  kind: PushKind, language: Language, values: Record<string, string>, target: { url: string; tag: string },
): PushNotification {
  const texts = pushTextsOf(kind, language);
  const filled = { ...values, ...(values.date ? { date: shortDay(values.date, language) } : {}) };
  return { title: fillText(texts.title, filled), body: fillText(texts.body, filled), ...target };
}
