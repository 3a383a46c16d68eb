import { randomUUID } from 'node:crypto';

export type Mail = { to: string; subject: string; text: string; html: string };
export type StoredMail = Mail & { id: string; created: Date; read: boolean };

export type Inbox = {
  deliver(mail: Mail): StoredMail;
  /** Newest first, like Mailpit. */
  list(): StoredMail[];
  get(id: string): StoredMail | undefined;
  clear(ids?: string[]): void;
};

const KEEP = 1000;

/** Where the stack's mail goes instead of SMTP. In memory: mail is only needed while a flow runs. */
export function createInbox(onDeliver: (mail: StoredMail) => void = () => undefined): Inbox {
  let messages: StoredMail[] = [];
  return {
    deliver(mail) {
      const stored = { ...mail, id: randomUUID(), created: new Date(), read: false };
      messages.unshift(stored);
      if (messages.length > KEEP) messages.length = KEEP;
      onDeliver(stored);
      return stored;
    },
    list: () => messages,
    get: (id) => (id === 'latest' ? messages[0] : messages.find((m) => m.id === id)),
    clear(ids) {
      messages = ids && ids.length > 0 ? messages.filter((m) => !ids.includes(m.id)) : [];
    },
  };
}
