import { describe, expect, it } from '@rstest/core';
import { z } from 'zod';
import { api, client, confirmedUser, env, PASSWORD, uniqueEmail, waitForMail } from './harness.ts';

const ListSchema = z.object({ messages: z.array(z.object({ ID: z.string(), To: z.array(z.object({ Address: z.string() })) })) });

describe('inbox (Mailpit API) and admin createUser', () => {
  it("lists, opens and deletes a message by ID; the HTML page links the mail's URL", async () => {
    const { email } = await confirmedUser('inbox');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await client().auth.resetPasswordForEmail(email);
    const [mail] = await waitForMail(email, { subject: 'Reset Your Password' });
    // The project's reset template, as hosted users get it.
    expect(mail?.html).toContain('for your Coinwatch account');
    expect(mail?.html).toContain(`<strong>${mail?.code}</strong>`);
    const list = ListSchema.parse(await (await fetch(`${env.INBOX_URL}/api/v1/messages`)).json());
    const ids = list.messages.filter((m) => m.To.some((t) => t.Address === email)).map((m) => m.ID);
    expect(ids.length).toBeGreaterThan(0);
    if (env.SUPABASE_JWT_SECRET) {
      // Our own inbox only: a hosted project's Mailpit serves its web UI at /.
      const html = await (await fetch(`${env.INBOX_URL}/`)).text();
      expect(html).toContain(`<a href="${(mail?.link ?? '').replaceAll('&', '&amp;')}">`);
    }
    const del = await fetch(`${env.INBOX_URL}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: ids }) });
    expect(del.status).toBe(200);
    const after = ListSchema.parse(await (await fetch(`${env.INBOX_URL}/api/v1/messages`)).json());
    expect(after.messages.some((m) => ids.includes(m.ID))).toBe(false);
    expect((await fetch(`${env.INBOX_URL}/api/v1/message/${ids[0]}`)).status).toBe(404);
    // A stray % in the ID is unknown like any other, and the inbox (and the stack with it) keeps answering.
    expect((await fetch(`${env.INBOX_URL}/api/v1/message/%`)).status).toBe(404);
    expect((await fetch(`${env.INBOX_URL}/api/v1/messages`)).status).toBe(200);
  });

  it('lets no other site read or delete the mail: no CORS headers, as Mailpit by default', async () => {
    const origin = { origin: 'https://some-site.example' };
    const list = await fetch(`${env.INBOX_URL}/api/v1/messages`, { headers: origin });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${env.INBOX_URL}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('creates confirmed users with the service role only', async () => {
    const email = uniqueEmail('admin');
    const service = client(env.SUPABASE_SERVICE_ROLE_KEY);
    const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const again = await service.auth.admin.createUser({ email, password: PASSWORD });
    expect(again.error?.status).toBe(422);
    const asAnon = await api('/auth/v1/admin/users', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nope'), password: PASSWORD }),
    });
    expect(asAnon.status).toBe(403);
  });
});
