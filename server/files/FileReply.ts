/** A handler's answer that is a file (a PDF, an image, an .ics feed) rather than JSON. */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    /** e.g. `application/pdf`. */
    readonly contentType: string,
    /** The name offered to the browser; only letters, digits, `.`, `-` and `_` survive. */
    readonly fileName: string,
    /** `attachment` downloads; `inline` shows in the browser. Default attachment. */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}

  /** The Content-Disposition header, with a name that cannot break out of the header. */
  contentDisposition(): string {
    const safe = this.fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || 'file';
    return `${this.disposition}; filename="${safe}"`;
  }
}
