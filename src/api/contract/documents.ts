/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** A file someone uploaded: judged by its content, kept pending approval until the office approves it. */
export interface UploadInfo {
  id: number;
  fileName: string;
  mimeType: string;
  kind: 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'heic';
  sizeBytes: number;
  width: number | null;
  height: number | null;
  status: 'pending' | 'approved' | 'rejected';
  uploadedAt: string;
}
