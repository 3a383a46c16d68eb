import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import WebSocket from 'ws';
import { z } from 'zod';

const EnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(20),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
  INBOX_URL: z.url(),
  SUPABASE_JWT_SECRET: z.string().optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** The devnet, when the stack runs with one (npm test): the checks of a contract wallet's proof need it. */
  DEVNET_RPC_URL: z.url().optional(),
});

export const env = EnvSchema.parse(process.env);
export const AUTH = `${env.SUPABASE_URL}/auth/v1`;
export const REST = `${env.SUPABASE_URL}/rest/v1`;

/** A fresh supabase-js client; Node 20 needs a WebSocket class for realtime. */
export function client(key = env.SUPABASE_ANON_KEY): SupabaseClient {
  return createClient(env.SUPABASE_URL, key, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
/** Unique per run and per call, so the suite can run again against a long-lived project. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase();
}

const SummarySchema = z.object({ ID: z.string(), To: z.array(z.object({ Address: z.string() })), Subject: z.string() });
const ListSchema = z.object({ messages: z.array(SummarySchema) });
const MessageSchema = z.object({ Text: z.string(), HTML: z.string(), Subject: z.string() });

export type ReceivedMail = { subject: string; text: string; html: string; link: string | null; code: string | null };

/** Waits for the newest mail to `to` (optionally with a subject), as Mailpit's API lists it. */
export async function waitForMail(to: string, options: { subject?: string; after?: number; count?: number } = {}): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = ListSchema.parse(await (await fetch(`${env.INBOX_URL}/api/v1/messages?limit=200`)).json());
    const matching = list.messages.filter(
      (m) => m.To.some((t) => t.Address.toLowerCase() === to.toLowerCase()) && (!options.subject || m.Subject === options.subject),
    );
    if (matching.length >= (options.count ?? 1)) {
      const wanted = matching.slice(0, options.count ?? 1);
      return Promise.all(
        wanted.map(async (m) => {
          const full = MessageSchema.parse(await (await fetch(`${env.INBOX_URL}/api/v1/message/${m.ID}`)).json());
          return {
            subject: full.Subject,
            text: full.Text,
            html: full.HTML,
            link: /https?:\/\/\S+\/verify\?\S+/.exec(full.Text)?.[0] ?? null,
            code: /\b(\d{6})\b/.exec(full.Text)?.[1] ?? null,
          };
        }),
      );
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} (${options.subject ?? 'any subject'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session carried in a /verify 303's fragment. */
export function fragmentOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? 'http://invalid/').hash.slice(1));
}

export const PASSWORD = 'correct-horse-1';

/** Signs a user up, confirms through the mailed link, and returns a signed-in client. */
export async function confirmedUser(tag: string): Promise<{ sb: SupabaseClient; email: string; id: string }> {
  const email = uniqueEmail(tag);
  const sb = client();
  const signUp = await sb.auth.signUp({ email, password: PASSWORD });
  if (signUp.error) throw signUp.error;
  if (!signUp.data.session) {
    const [mail] = await waitForMail(email);
    if (!mail?.link) throw new Error('confirmation mail without link');
    const res = await fetch(mail.link, { redirect: 'manual' });
    await res.arrayBuffer();
  }
  const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error || !signIn.data.user) throw signIn.error ?? new Error('no user');
  return { sb, email, id: signIn.data.user.id };
}

/** Raw fetch against the API with the anon key and an optional bearer. */
export function api(path: string, init: RequestInit & { bearer?: string; versioned?: boolean } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', env.SUPABASE_ANON_KEY);
  headers.set('authorization', `Bearer ${init.bearer ?? env.SUPABASE_ANON_KEY}`);
  if (init.versioned !== false) headers.set('x-supabase-api-version', '2024-01-01');
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${env.SUPABASE_URL}${path}`, { ...init, headers });
}

export const hex40 = (c: string) => `0x${c.repeat(40)}`;

/** The current code of an authenticator app set up with `secret` (TOTP: SHA1, 6 digits, 30 s). */
export const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();
