import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

// Links from the server open outside the app and never get a handle on it. Pictures are kept only when they travel
// inside the message (data:): remote ones are tracking pixels or blocked by the page policy, relative ones wrong.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && !/^data:image\//i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
});

/**
 * Inline event handlers taken out of every tag before the markup is parsed at all: parsing them is harmless (the
 * page policy blocks them and DOMPurify drops them) but Chromium reports each one as a policy violation.
 */
const withoutHandlers = (html: string) =>
  html.replace(/<[^>]+>/g, (tag) => tag.replace(/\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''));

/**
 * HTML from the server (e-mails, company information), sanitised with DOMPurify before it reaches the page:
 * no scripts, event handlers, forms, frames or styles that could act on the app. Lazy: only screens with HTML load it.
 */
export default function SanitizedHtml({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(withoutHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  return (
    <Typography fz="sm">
      {/* Sanitised just above; the only place the renderer sets HTML. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
