/**
 * Schemes a screen may link out to: phone, text message, e-mail, maps, web pages and calendar subscriptions (`webcal:`,
 * which the phone hands to its calendar app). Never `javascript:` or `data:`.
 */
const outsideSchemes = /^(tel|sms|mailto|geo|https?|webcal):/i;

/** Whether a screen's link leaves the app for one of the schemes it may link out to (`tel:…`, `webcal://…`). */
export function isOutsideLink(target: string): boolean {
  return outsideSchemes.test(target.trim());
}
