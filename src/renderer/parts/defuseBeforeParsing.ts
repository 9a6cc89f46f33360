// The states of the HTML tokenizer between `<` and `>` (WHATWG HTML, 13.2.5), one bit each: the scan below follows
// every state the tokenizer could be in at once, because it cannot know which `<` opens a real tag.
const tagOpen = 1 << 0;
const endTagOpen = 1 << 1;
const tagName = 1 << 2;
const beforeName = 1 << 3;
const name = 1 << 4;
const afterName = 1 << 5;
const beforeValue = 1 << 6;
const doubleQuoted = 1 << 7;
const singleQuoted = 1 << 8;
const unquoted = 1 << 9;
const afterQuoted = 1 << 10;
const selfClosing = 1 << 11;
const states = [tagOpen, endTagOpen, tagName, beforeName, name, afterName, beforeValue, doubleQuoted, singleQuoted, unquoted, afterQuoted, selfClosing];

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');

/** The states after `char` in `state`; `starts` gets the position where a tag or an attribute name begins. */
function next(state: number, char: string, at: number, starts: number[]): number {
  const start = (state: number) => {
    starts.push(at);
    return state;
  };
  switch (state) {
    case tagOpen: return isLetter(char) ? start(tagName) : char === '/' ? endTagOpen : 0;
    case endTagOpen: return isLetter(char) ? start(tagName) : 0;
    case tagName: return isSpace(char) ? beforeName : char === '/' ? selfClosing : char === '>' ? 0 : tagName;
    case beforeName: return isSpace(char) ? beforeName : char === '/' || char === '>' ? next(afterName, char, at, starts) : start(name);
    case name: return isSpace(char) || char === '/' || char === '>' ? next(afterName, char, at, starts) : char === '=' ? beforeValue : name;
    case afterName: return isSpace(char) ? afterName : char === '/' ? selfClosing : char === '=' ? beforeValue : char === '>' ? 0 : start(name);
    case beforeValue: return isSpace(char) ? beforeValue : char === '"' ? doubleQuoted : char === "'" ? singleQuoted : char === '>' ? 0 : unquoted;
    case doubleQuoted: return char === '"' ? afterQuoted : doubleQuoted;
    case singleQuoted: return char === "'" ? afterQuoted : singleQuoted;
    case unquoted: return isSpace(char) ? beforeName : char === '>' ? 0 : unquoted;
    case afterQuoted: return isSpace(char) ? beforeName : char === '/' ? selfClosing : char === '>' ? 0 : next(beforeName, char, at, starts);
    case selfClosing: return char === '>' ? 0 : next(beforeName, char, at, starts);
    default: return 0;
  }
}

/**
 * Names that make Chromium report to the Content-Security-Policy while it merely parses them, even in DOMPurify's inert
 * document where nothing runs or loads: inline handlers (`on…` attributes), `<base href>` (base-uri 'none') and a
 * media element's `<track default>` (measured with Chromium and the page policy).
 */
const reportedWhileParsing = (word: string) => /^on/.test(word) || word === 'base' || word === 'track';

/**
 * A `<noscript>` the sanitiser's document (scripting off) would read as an element holding the rest of the mail, after a
 * `</noscript>` the page ignores inside an attribute: renamed, it is an unknown element and the rest survives.
 */
const swallowsTheRest = (word: string) => word === 'noscript';

/**
 * The HTML with every tag or attribute name that Chromium would report while parsing renamed (`onerror` → `x-onerror`,
 * `<base>` → `<x-base>`), and `noscript` (which could swallow the rest of the mail), before any HTML parser sees it. The sanitiser drops handlers, `base` and `track` and their
 * renamed twins alike: this only keeps the mailbox free of policy reports. Every `<` is taken as a possible tag (a
 * comment, a raw-text element or an attribute value may hide one from a simpler scan), and the renaming leaves every
 * reading of the rest as it was, so no parse of the result holds one of those names. Linear in the length; the price
 * of a false alarm is an `x-` inside text that looked like a tag.
 */
export function defuseBeforeParsing(html: string): string {
  const starts: number[] = [];
  let active = 0;
  for (let at = 0; at < html.length; at += 1) {
    const char = html.charAt(at);
    let following = char === '<' ? tagOpen : 0;
    for (const state of states) if (active & state) following |= next(state, char, at, starts);
    active = following;
  }
  const renamed = [...new Set(starts)]
        .filter((at) => {
      const name = html.slice(at, at + 64);
      const end = name.search(/[\t\n\f\r />=]/);
      const word = (end < 0 ? name : name.slice(0, end)).toLowerCase();
      return reportedWhileParsing(word) || swallowsTheRest(word);
    })
    .sort((a, b) => a - b);
  let defused = '';
  let from = 0;
  for (const at of renamed) {
    defused += `${html.slice(from, at)}x-`;
    from = at;
  }
  return defused + html.slice(from);
}
