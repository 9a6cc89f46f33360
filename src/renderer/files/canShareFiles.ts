/** The part of `navigator` that shares files (Web Share level 2); absent on most desktop browsers. */
export interface FileSharer {
  canShare?: (data?: ShareData) => boolean;
  share?: (data?: ShareData) => Promise<void>;
}

/** A small PDF, the kind of file most often shared: what the browser says of it stands for documents and photos. */
const probeFile = () => new File([''], 'document.pdf', { type: 'application/pdf' });

/**
 * Whether this browser can hand files to the phone's share sheet: `navigator.share` exists and `navigator.canShare`
 * says yes to files (for the given ones, or a PDF standing for them before any is fetched). Desktop Chromium on
 * Linux has neither; a browser with `share` but no `canShare` shares text only.
 */
export function canShareFiles(sharer: FileSharer = navigator, files: File[] = [probeFile()]): boolean {
  if (typeof sharer.share !== 'function' || typeof sharer.canShare !== 'function') return false;
  try {
    return sharer.canShare({ files });
  } catch {
    // Some browsers throw on data they cannot share rather than answering false.
    return false;
  }
}
