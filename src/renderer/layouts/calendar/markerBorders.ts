import type { CalendarSpec } from '../../../ground/screenLanguage/types';

// A colour as CSS can write it (`#e03131`, `red`, `rgb(224 49 49 / 80%)`), and nothing that could end a rule.
const safeColor = /^[#a-zA-Z0-9(),.%/\s-]+$/;

/** The class an event of this marker wears when its marker has a border; undefined otherwise. */
export function markerBorderClass(prefix: string, markers: CalendarSpec['markers'], marker: string | null): string | undefined {
  if (marker === null || !markers[marker]?.border) return undefined;
  return `${prefix}-${Object.keys(markers).indexOf(marker)}`;
}

/**
 * CSS rules drawing each bordered marker's border (e.g. red for a double booking) inside its events. FullCalendar 7
 * events take a colour but no border colour, so the border comes from a class per marker.
 */
export function markerBorderRules(prefix: string, markers: CalendarSpec['markers']): string {
  return Object.entries(markers)
    .map(([marker, spec]) => {
      const className = markerBorderClass(prefix, markers, marker);
      if (!className || !spec.border || !safeColor.test(spec.border)) return '';
      return `.${className}{box-shadow:inset 0 0 0 2px ${spec.border};}`;
    })
    .join('\n');
}
