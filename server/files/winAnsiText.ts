/** The characters WinAnsi (the encoding of pdf-lib's standard fonts) has beyond printable ASCII and Latin-1. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const spaces = /[\u2000-\u200A\u202F\u205F]/g;
const combiningMarks = /[\u0300-\u036F]/g;

const isWinAnsi = (character: string) =>
  /[\x20-\x7E\xA0-\xFF]/.test(character) || winAnsiExtras.has(character);

/**
 * `text` as the standard fonts can draw it, so that no letter of any of our languages fails a PDF: WinAnsi letters
 * stay (é, ß, ä, €, „ …), the narrow spaces Intl writes between digits become spaces, a letter WinAnsi lacks loses its
 * accent (Welsh ŵ → w, ŷ → y), and anything else becomes `?`.
 */
export function winAnsiText(text: string): string {
  let drawable = '';
  for (const character of text.replace(spaces, ' ').replace(/[\t\r\n]/g, ' ')) {
    if (isWinAnsi(character)) drawable += character;
    else {
      const bare = character.normalize('NFD').replace(combiningMarks, '');
      drawable += bare.length > 0 && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return drawable;
}
