import { Typography } from '@mantine/core';
import { sanitizeHtml } from './sanitizeHtml';
import '../../ui/styles/screenStyles';

/**
 * HTML from the server (e-mails, company information), sanitised before it reaches the page: no scripts, handlers,
 * forms, frames, styles or anything that loads from elsewhere (see `sanitizeHtml`). Lazy: only screens with HTML load it.
 */
export default function SanitizedHtml({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      {/* Sanitised here; the only place the renderer sets HTML. */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}
