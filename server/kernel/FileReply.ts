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
    /** The name offered to the browser (see `contentDisposition`). */
    readonly fileName: string,
    disposition: 'attachment' | 'inline' = 'attachment',
  ) {
    this.disposition = runsScripts(contentType) ? 'attachment' : disposition;
  }

  /**
   * The Content-Disposition header, with a name that cannot break out of the header: `filename` in plain ASCII
   * (accents dropped, `Überweisung-café.png` → `Uberweisung-cafe.png`) and, when the name is more than that, the
   * name itself as `filename*` in UTF-8 (RFC 6266), which browsers prefer.
   */
  contentDisposition(): string {
    const plain = this.fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    const safe = plain.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || 'file';
    const named = `${this.disposition}; filename="${safe}"`;
    const whole = this.fileName.replace(/[\p{Cc}\p{Cf}\\/]+/gu, '_').replace(/^\.+/, '');
    if (whole === safe || whole.length === 0) return named;
    return `${named}; filename*=UTF-8''${encodeURIComponent(whole).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  }
}
