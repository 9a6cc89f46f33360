import { describe, expect, it } from 'vitest';
import { defuseBeforeParsing } from '../../../src/renderer/parts/defuseBeforeParsing';
import { hostileEmailHtml } from '../../fixtures/hostileEmailHtml';

/**
 * Every `on…` attribute, `<base>` and `<track>` an HTML parser makes of the markup, template contents included: what
 * Chromium reports to the page policy while parsing.
 */
function reportedParts(html: string): string[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const roots: ParentNode[] = [parsed];
  const found: string[] = [];
  for (const root of roots) {
    for (const element of root.querySelectorAll('*')) {
      if (['base', 'track'].includes(element.localName)) found.push(`<${element.localName}>`);
      found.push(...element.getAttributeNames().filter((name) => /^on/i.test(name)).map((name) => `${element.localName}[${name}]`));
      if (element instanceof HTMLTemplateElement) roots.push(element.content);
    }
  }
  return found;
}

/** Markup that hides a handler, a base or a track from a scan of `<…>` with regular expressions. */
const tricky = [
  '<img src="x"onerror="a()">',
  "<img src='x'onerror='a()'>",
  '<img/onerror=a()>',
  '<img alt=">" onerror="a()">',
  '<img alt=\'>\' onerror="a()">',
  '<p onclick>x</p>',
  '<p\tONCLICK\n=\na()>x</p>',
  '<p title="a"\fonclick="a()">x</p>',
  '<!-- > <a title=" --> <img src=x onerror=a()> " -->',
  '<style><a title="</style><img src=x onerror=a()>"></style>',
  '<textarea><p title="</textarea><img src=x onerror=a()>"></textarea>',
  '<svg><style><img src=x onerror=a()></style></svg>',
  '<svg><![CDATA[ > ]]><img src=x onerror=a()></svg>',
  '<template><img src=x onerror=a()></template>',
  '<p title="<a "onclick=a()>x</p>',
  '<BASE HREF="https://evil.example/"><a href="x">x</a>',
  '<p title="<a "><base href=/x>',
  '<video><track default src="https://evil.example/t.vtt"></video>',
  '<video><TRACK/default src=t.vtt></video>',
];

describe('defuseBeforeParsing', () => {
  it.each([...hostileEmailHtml.map(({ name, html }) => [name, html]), ...tricky.map((html) => [html, html])])(
    'leaves a parser nothing to report in %s',
    (_name, html) => {
      expect(reportedParts(defuseBeforeParsing(html))).toEqual([]);
    },
  );

  it('finds handlers in every tricky case to begin with (so the cases test something)', () => {
    expect(tricky.filter((html) => reportedParts(html).length === 0)).toEqual([]);
  });

  it('renames only the handler, base or track, keeping what is around it', () => {
    expect(defuseBeforeParsing('<img src="x"onerror="a()" alt="A">')).toBe('<img src="x"x-onerror="a()" alt="A">');
    expect(defuseBeforeParsing('<IMG/ONLOAD=a()>')).toBe('<IMG/x-ONLOAD=a()>');
    expect(defuseBeforeParsing('<base href="/"><video><track src="t.vtt"></video></base>')).toBe('<x-base href="/"><video><x-track src="t.vtt"></video></x-base>');
    expect(defuseBeforeParsing('<basement><tracking>')).toBe('<basement><tracking>');
  });

  it('leaves text, links and attribute values alone', () => {
    const email = '<p>We meet on Monday; turn on = off, online=yes, base track</p><a href="https://example.com/online?on=1" title="on it">on</a>';
    expect(defuseBeforeParsing(email)).toBe(email);
  });

  it('stays linear on a huge message', () => {
    const huge = '<a title="'.repeat(20_000) + ' onclick=a() '.repeat(20_000);
    expect(defuseBeforeParsing(huge).length).toBe(huge.length + 2 * 20_000);
  });
});
