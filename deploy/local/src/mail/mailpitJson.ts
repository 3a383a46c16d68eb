import type { StoredMail } from './createInbox.ts';

const FROM = { Name: 'Coinwatch', Address: 'noreply@coinwatch.local' };

/** A message as Mailpit's /api/v1/messages lists it. */
export function mailpitSummary(mail: StoredMail) {
  return {
    ID: mail.id,
    MessageID: `${mail.id}@coinwatch.local`,
    Read: mail.read,
    From: FROM,
    To: [{ Name: '', Address: mail.to }],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: mail.subject,
    Created: mail.created.toISOString(),
    Tags: [],
    Size: Buffer.byteLength(mail.text) + Buffer.byteLength(mail.html),
    Attachments: 0,
    Snippet: mail.text.slice(0, 250),
  };
}

/** A message as Mailpit's /api/v1/message/{ID} returns it. */
export function mailpitMessage(mail: StoredMail) {
  const { Created, Snippet, Read, Attachments, ...rest } = mailpitSummary(mail);
  return { ...rest, ReturnPath: FROM.Address, Date: Created, Text: mail.text, HTML: mail.html, Inline: [], Attachments: [] };
}

/** Mailpit search, the part tests use: `to:addr`, `subject:word`, or free text over subject and body. */
export function matchesSearch(mail: StoredMail, query: string): boolean {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => {
      const [field, ...restParts] = term.split(':');
      const value = restParts.join(':').replace(/^"|"$/g, '').toLowerCase();
      if (restParts.length > 0 && field === 'to') return mail.to.toLowerCase().includes(value);
      if (restParts.length > 0 && field === 'subject') return mail.subject.toLowerCase().includes(value);
      const needle = term.toLowerCase();
      return mail.subject.toLowerCase().includes(needle) || mail.text.toLowerCase().includes(needle);
    });
}
