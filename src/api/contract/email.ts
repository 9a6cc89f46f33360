/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** A mailbox of the tenant (the office's, planning's …), with how many of its messages are unread. */
export interface Mailbox { id: number; name: string; address: string; total: number; unread: number }

/** An e-mail address with an optional display name. */
export interface EmailAddress { address: string; name: string | null }

/** A message as the mailbox list shows it (no body). */
export interface EmailMessageSummary {
  id: number;
  mailboxId: number;
  from: EmailAddress;
  to: EmailAddress[];
  cc: EmailAddress[];
  subject: string;
  /** The start of the text, without markup. */
  preview: string;
  receivedAt: string;
  unread: boolean;
  attachmentCount: number;
}

/** An attachment of a message; download it at `/emailMessageAttachments/{id}/download`. */
export interface EmailAttachment { id: number; messageId: number; fileName: string; mimeType: string; sizeBytes: number }

/**
 * A whole message. `bodyHtml` is stored AS RECEIVED and may hold scripts, event attributes and remote images:
 * the app must sanitise it before showing it.
 */
export interface EmailMessage extends EmailMessageSummary {
  bodyHtml: string;
  bodyText: string;
  attachments: EmailAttachment[];
}

/** POST /emailMessages/unsubscribe: the token from an e-mail's unsubscribe link. */
export interface UnsubscribeRequest { token: string }

/** The answer to an unsubscribe: the address that will get no more e-mails (the same answer when asked again). */
export interface UnsubscribeResult { address: string; unsubscribed: true; unsubscribedAt: string }
