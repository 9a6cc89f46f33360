/** A file as a multipart body carries it: the name and type the sender claims, and the bytes. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** The most a file may weigh. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The kinds of file the server takes, as decided from the bytes. */
export type UploadKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'heic';
