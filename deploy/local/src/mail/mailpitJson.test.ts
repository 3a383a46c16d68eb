import { describe, expect, it } from '@rstest/core';
import { createInbox } from './createInbox.ts';
import { mailpitMessage, mailpitSummary, matchesSearch } from './mailpitJson.ts';

describe('inbox', () => {
  it('keeps mail newest first in Mailpit shapes, searchable and clearable', () => {
    const inbox = createInbox();
    inbox.deliver({ to: 'a@x.co', subject: 'Confirm Your Email', text: 'link http://x/verify?token=1', html: '' });
    const second = inbox.deliver({ to: 'b@x.co', subject: 'Reset Your Password', text: 'link', html: '' });
    expect(inbox.list()[0]?.id).toBe(second.id);
    expect(inbox.get('latest')?.id).toBe(second.id);
    expect(mailpitSummary(second)).toMatchObject({ ID: second.id, Subject: 'Reset Your Password', To: [{ Address: 'b@x.co' }] });
    expect(mailpitMessage(second)).toMatchObject({ Text: 'link', HTML: '' });
    expect(inbox.list().filter((m) => matchesSearch(m, 'to:a@x.co')).length).toBe(1);
    expect(inbox.list().filter((m) => matchesSearch(m, 'subject:reset')).length).toBe(1);
    inbox.clear([second.id]);
    expect(inbox.list().length).toBe(1);
    inbox.clear();
    expect(inbox.list()).toEqual([]);
  });
});
