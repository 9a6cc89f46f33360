const colours = ['#0b7285', '#5f3dc4', '#c2255c', '#2b8a3e', '#e67700', '#1864ab', '#862e9c', '#d9480f'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 128×128 SVG avatar with a person's initials on a colour chosen by their id (stable per person). */
export function initialsAvatar(firstName: string, lastName: string, id: number): Buffer {
  const initials = [...`${firstName.trim().charAt(0)}${lastName.trim().split(/\s+/).pop()?.charAt(0) ?? ''}`].join('').toUpperCase() || '?';
  const colour = colours[id % colours.length]!;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<circle cx="64" cy="64" r="64" fill="${colour}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" ` +
      `font-weight="600" fill="#ffffff">${escapeXml(initials)}</text></svg>`,
    'utf8',
  );
}
