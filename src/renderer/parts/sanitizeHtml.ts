import DOMPurify from 'dompurify';
import { defuseBeforeParsing } from './defuseBeforeParsing';

// Under the page policy (img-src 'self' data: blob:) anything fetched from elsewhere is blocked and reported, and
// would tell the sender the message was read; what the app serves itself is not what a message means by a path.
// So the HTML keeps no element and no attribute that fetches, sends or runs: what stays is text, formatting,
// pictures carried inside the message (data:) and links that open outside the app.

/** Elements that load, embed, play, submit or change how the page resolves URLs: dropped with the profile's others. */
const forbiddenTags = [
  'script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param',
  'portal', 'audio', 'video', 'source', 'track', 'picture', 'bgsound', 'form', 'input', 'button', 'textarea',
  'select', 'option', 'optgroup', 'datalist', 'template', 'noscript', 'map', 'area', 'svg', 'math', 'image', 'use',
];

/** Attributes that fetch or send something whatever their element, and inline styles (`url()`, `image-set()`). */
const forbiddenAttributes = [
  'style', 'srcset', 'sizes', 'poster', 'background', 'action', 'formaction', 'ping', 'dynsrc', 'lowsrc', 'data',
  'codebase', 'usemap', 'longdesc', 'cite', 'xlink:href', 'popovertarget', 'commandfor',
];

/** Where a link may lead: the web, a mail or a phone call. */
const linkSchemes = ['http:', 'https:', 'mailto:', 'tel:'];

/** The address as the browser reads it (without spaces, controls, tabs or newlines); undefined when it is relative. */
function absolute(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** A link out of the app, or a picture carried inside the message (`data:image/…`): the only addresses kept. */
function keepsAddress(element: Element, attribute: string, address: string): boolean {
  const url = absolute(address);
  if (attribute === 'href') return element.nodeName === 'A' && linkSchemes.includes(url?.protocol ?? '');
  return element.nodeName === 'IMG' && url?.protocol === 'data:' && /^image\//i.test(url.pathname);
}

const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (element, attribute) => {
  const { attrName, attrValue } = attribute;
  if (attrName.startsWith('on') || ((attrName === 'href' || attrName === 'src') && !keepsAddress(element, attrName, attrValue))) {
    attribute.keepAttr = false;
  }
});

// Links open outside the app and never get a handle on it.
purifier.addHook('afterSanitizeAttributes', (element) => {
  if (element.nodeName === 'A' && element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * HTML from the server (e-mails as received, company information) made safe to show under the page policy: no
 * scripts or event handlers, nothing that loads from elsewhere (pictures, sounds, frames, style sheets, forms, pings),
 * only web, mail and phone links. Remote pictures keep their description (`alt`) and lose their address.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(defuseBeforeParsing(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
  });
}
