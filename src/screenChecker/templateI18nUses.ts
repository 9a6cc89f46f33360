import type { I18nUse } from './checkI18nKeys';
import { appendPointer } from '../ground/screenLanguage/jsonPointer';

const tGroup = /(?:^|\|)\s*t:([A-Za-z][\w.]*)\s*(?=\||\}\}|$)/g;
const labelKey = /(?:^|\|)\s*label:([A-Za-z][\w.]*)\s*(?=\||\}\}|$)/g;

/**
 * The i18n groups and keys a document's formatters name (`{{ status | t:positionStatus }}`, a detail field's
 * `format: "t:positionStatus"`; `{{ lastWorkedOn | date | label:crewProfile.lastJob }}`): each group must be a group
 * of texts in every locale, like a badge's `labels`, and each key a text.
 */
export function templateI18nUses(value: unknown): I18nUse[] {
  const uses: I18nUse[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (typeof node === 'string') {
      const parts = node.includes('{{') ? [...node.matchAll(/\{\{([^}]*)\}\}/g)].map(([, inner = '']) => inner) : [node];
      for (const part of parts) {
        for (const [, group = ''] of part.matchAll(tGroup)) uses.push({ value: group, instancePath: pointer, kind: 'prefix' });
        for (const [, key = ''] of part.matchAll(labelKey)) uses.push({ value: key, instancePath: pointer, kind: 'key' });
      }
      return;
    }
    if (Array.isArray(node)) return node.forEach((entry, index) => visit(entry, `${pointer}/${index}`));
    if (node === null || typeof node !== 'object') return;
    for (const [key, entry] of Object.entries(node)) {
      const at = appendPointer(pointer, key);
      // Outside templates, only a detail field's `format` names formatters.
      if (typeof entry === 'string' && !entry.includes('{{') && key !== 'format') continue;
      visit(entry, at);
    }
  };
  visit(value, '');
  return uses;
}
