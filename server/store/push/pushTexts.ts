import type { NotificationKind } from '../notificationSubjects';
import { fillText, localeSection, shortDay, type Language } from '../localeTexts';

export { languageOf } from '../localeTexts';

/** What a push message tells about (a row of the outbox). */
export type PushKind = NotificationKind;

/** A notification as the service worker shows it (`public/push-handlers.js`): a tap opens `url`. */
export interface PushNotification { title: string; body: string; url: string; tag: string }

type PushTexts = Record<PushKind, { title: string; body: string }>;

/** The notification of one message in one language; `values` fill the text's placeholders (a `date` is written as the language writes it). */
export function pushNotification(
  kind: PushKind, language: Language, values: Record<string, string>, target: { url: string; tag: string },
): PushNotification {
  const texts = localeSection<PushTexts>(language, 'push')[kind];
  const filled = { ...values, ...(values.date ? { date: shortDay(values.date, language) } : {}) };
  return { title: fillText(texts.title, filled), body: fillText(texts.body, filled), ...target };
}
