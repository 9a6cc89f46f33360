import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import SanitizedHtml from '../../../src/renderer/parts/SanitizedHtml';
import { hostileEmailHtml } from '../../fixtures/hostileEmailHtml';

/** Elements that load something, run something or change how the page resolves and sends: none may be drawn. */
const activeElements = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'link', 'meta', 'base',
  'source', 'track', 'audio', 'video', 'picture', 'svg', 'math', 'image', 'use', 'form', 'input', 'button', 'portal',
  'bgsound', 'template', 'noscript', 'area',
]);

/** Attributes that make the browser fetch (or send) something, whatever their value. */
const loadingAttributes = new Set(['srcset', 'poster', 'background', 'data', 'action', 'formaction', 'ping', 'dynsrc', 'lowsrc', 'codebase', 'usemap', 'longdesc']);

/** Where a link may lead: the web, a mail or a phone call (never code, data or the app itself). */
const linkSchemes = /^(?:https?|mailto|tel):/i;

/** True when the browser would fetch the URL from another origin than the page's (the policy allows data: and blob:). */
const offOrigin = (url: string) => {
  const resolved = new URL(url.trim(), document.baseURI);
  return !['data:', 'blob:'].includes(resolved.protocol) && resolved.origin !== window.location.origin;
};

/** Every element or attribute in the drawn HTML that could load a remote resource or run a handler, by name. */
function activeParts(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const tag = element.localName;
    const found = activeElements.has(tag) ? [`<${tag}>`] : [];
    for (const { name, value } of element.attributes) {
      const problem =
        /^on/i.test(name) ? 'a handler'
        : loadingAttributes.has(name) ? 'loads'
        : name === 'style' && /url\(|image-set\(|@import|expression\(|\\/i.test(value) ? 'loads from a style'
        : (name === 'href' || name === 'xlink:href') && (tag !== 'a' || !linkSchemes.test(value.trim())) ? 'a link that is no web link'
        : name === 'src' && offOrigin(value) ? 'loads from elsewhere'
        : null;
      if (problem) found.push(`<${tag} ${name}="${value}">: ${problem}`);
    }
    return found;
  });
}

// Without Mantine's own <style> elements: every element in the container then comes from the message.
const show = (html: string) =>
  render(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <SanitizedHtml html={html} />
    </MantineProvider>,
  );

describe('SanitizedHtml with hostile e-mail bodies', () => {
  it('has a corpus large enough to mean something', () => {
    expect(hostileEmailHtml.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostileEmailHtml)('$name: nothing can load from elsewhere or run', ({ html }) => {
    const { container } = show(html);
    expect(activeParts(container)).toEqual([]);
    expect((window as unknown as Record<string, unknown>)['__hacked']).toBeUndefined();
  });

  it('all at once, still nothing', () => {
    const { container } = show(hostileEmailHtml.map(({ html }) => html).join('\n'));
    expect(activeParts(container)).toEqual([]);
  });
});

describe('SanitizedHtml with an ordinary e-mail', () => {
  const email = [
    '<p>Dear <b>Sam</b>, see <i>the plan</i> and <u>the call sheet</u>.</p>',
    '<table border="1"><thead><tr><th>Day</th><th>Call</th></tr></thead><tbody><tr><td>Friday</td><td align="right">08:00</td></tr></tbody></table>',
    '<ul><li>Bring boots</li></ul><blockquote>Quoted reply</blockquote>',
    '<a href="https://crew.example.com/plan?day=fri">The plan</a> <a href="mailto:office@example.com">Mail us</a> <a href="tel:+3120555">Call us</a>',
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Inline logo">',
    '<img src="https://evil.example/pixel.gif" alt="Remote logo">',
  ].join('');

  it('keeps its formatting and text', () => {
    show(email);
    expect(screen.getByText('Sam').tagName).toBe('B');
    expect(screen.getByText('the plan').tagName).toBe('I');
    expect(screen.getByText('the call sheet').tagName).toBe('U');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Call']);
    expect(screen.getByRole('cell', { name: '08:00' }).getAttribute('align')).toBe('right');
    expect(screen.getByRole('listitem').textContent).toBe('Bring boots');
    expect(screen.getByText('Quoted reply').tagName).toBe('BLOCKQUOTE');
  });

  it('keeps the text after a noscript trick, which would otherwise swallow the rest of the mail', () => {
    const { container } = show('<p>Before</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>After the trick</p>');
    expect(screen.getByText('After the trick').tagName).toBe('P');
    expect(activeParts(container)).toEqual([]);
  });

  it('keeps web, mail and phone links, opening outside the app', () => {
    show(email);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['The plan', 'https://crew.example.com/plan?day=fri', '_blank', 'noopener noreferrer'],
      ['Mail us', 'mailto:office@example.com', '_blank', 'noopener noreferrer'],
      ['Call us', 'tel:+3120555', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('keeps pictures carried inside the message and shows only the description of remote ones', () => {
    show(email);
    expect(screen.getByRole('img', { name: 'Inline logo' }).getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    const remote = screen.getByRole('img', { name: 'Remote logo' });
    expect(remote.hasAttribute('src')).toBe(false);
  });

  it('drops pictures addressed relative to the app, which would only ask the app for files it does not have', () => {
    const { container } = show('<img src="logo.png" alt="Logo"><img src="/files/1" alt="File">');
    expect([...container.querySelectorAll('img')].map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Logo', null],
      ['File', null],
    ]);
  });
});
