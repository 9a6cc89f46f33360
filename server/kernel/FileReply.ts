/**
 * Whether a browser opening this type as a page would run scripts in it: HTML, and any XML such as SVG
 * (`image/svg+xml`) or XHTML. An `<img>` never runs an SVG's scripts; a tab opened on its URL would.
 */
export function runsScripts(contentType: string): boolean {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'text/html' || /[/+]xml$/.test(essence);
}

/**
 * A handler's answer that is a file (a PDF, an image, an .ics feed) rather than JSON. Every file answer also goes
 * out with `Content-Security-Policy: sandbox` (see `server/http/securityHeaders.ts`).
 */
export class FileReply {
  /**
   * `attachment` downloads; `inline` shows in the browser. Default attachment; always attachment for a type a
   * browser runs scripts in (SVG, HTML, XML), whatever was asked.
   */
  readonly disposition: 'attachment' | 'inline';

  constructor(
    readonly bytes: Uint8Array,
    /** e.g. `application/pdf`. */
    readonly contentType: string,
    /** The name offered to the browser; only letters, digits, `.`, `-` and `_` survive. */
    readonly fileName: string,
    disposition: 'attachment' | 'inline' = 'attachment',
  ) {
    this.disposition = runsScripts(contentType) ? 'attachment' : disposition;
  }

  /** The Content-Disposition header, with a name that cannot break out of the header. */
  contentDisposition(): string {
    const safe = this.fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || 'file';
    return `${this.disposition}; filename="${safe}"`;
  }
}
