/** What a mail says, before it is laid out: one action at most (a button, and its address again in words). */
export interface MailContent {
  /** The `lang` of the HTML part (BCP 47). */
  languageTag: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string; fallback: string };
  /** Said after the action (how long a link holds, "if it wasn't you"). */
  after?: readonly string[];
  footer: string;
  unsubscribe?: { label: string; url: string };
}

/** The tenant's look in a mail: its name, and its colour when it has a plain one. */
export interface MailLook { tenantName: string; colour: string | null; logoUrl: string | null }

/** A mail's two parts. */
export interface MailBody { html: string; text: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A colour a mail client shows as given (`#rgb` or `#rrggbb`); others fall back to the product's blue. */
const plainColour = (colour: string | null) => (colour && /^#(?:[0-9a-f]{3}){1,2}$/i.test(colour) ? colour : '#1c7ed6');

/**
 * Lays a mail out as HTML that reads well in the common mail clients (one table of 600 px at most, inline styles, no
 * scripts, no web fonts, a button that is a link) and as plain text with the same words and the link written out.
 */
export function layOutMail(content: MailContent, look: MailLook): MailBody {
  const colour = plainColour(look.colour);
  const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#212529">${escapeHtml(text)}</p>`;
  const small = (text: string) => `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#6c757d">${text}</p>`;
  const action = content.action ? `
          <table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr>
            <td style="border-radius:6px;background:${colour}">
              <a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a>
            </td></tr></table>
          ${small(`${escapeHtml(content.action.fallback)}<br><a href="${escapeHtml(content.action.url)}" style="color:${colour};word-break:break-all">${escapeHtml(content.action.url)}</a>`)}` : '';
  const logo = look.logoUrl ? `<img src="${escapeHtml(look.logoUrl)}" alt="" width="32" height="32" style="vertical-align:middle;margin-right:8px;border:0">` : '';
  const unsubscribe = content.unsubscribe
    ? ` · <a href="${escapeHtml(content.unsubscribe.url)}" style="color:#6c757d">${escapeHtml(content.unsubscribe.label)}</a>` : '';
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(content.languageTag)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f1f3f5"><tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
      <tr><td style="padding:16px 24px;background:${colour};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${logo}${escapeHtml(look.tenantName)}</td></tr>
      <tr><td style="padding:24px">
          ${paragraph(content.greeting)}
          ${content.paragraphs.map(paragraph).join('\n          ')}${action}
          ${(content.after ?? []).map(paragraph).join('\n          ')}
      </td></tr>
      <tr><td style="padding:16px 24px;border-top:1px solid #e9ecef">${small(`${escapeHtml(content.footer)}${unsubscribe}`)}</td></tr>
    </table>
  </td></tr></table>
</body>
</html>
`;
  const text = [
    look.tenantName, '', content.greeting, '', ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.after ?? []).flatMap((line) => [line, '']),
    '--', content.footer, ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []), '',
  ].join('\n');
  return { html, text };
}
