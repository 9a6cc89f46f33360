import { fileURLToPath } from 'node:url';

// pdf.js wants Promise.withResolvers, which Node 20 lacks (Node 22 has it): the tests read PDFs as a reader would.
const promiseWithResolvers = Promise as unknown as { withResolvers?: unknown };
promiseWithResolvers.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((resolveWith, rejectWith) => { resolve = resolveWith; reject = rejectWith; });
  return { promise, resolve, reject };
};

const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/**
 * The text a reader sees in a PDF, page by page, each drawn piece on its own line (pdf.js, as the app's viewer), with
 * no-break spaces read as spaces (as pdf.js gives some of them).
 */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== '').join('\n'));
  }
  await pdf.cleanup();
  return pages.join('\n').replace(/\u00A0/g, ' ');
}
