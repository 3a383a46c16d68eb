import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../db/withTransaction.ts';
import type { Mail } from '../mail/createInbox.ts';
import { escapeHtml } from '../mail/escapeHtml.ts';
import { emailRateLimited } from './AuthApiError.ts';
import type { AuthConfig } from './AuthContext.ts';
import { generateOtp, tokenHash } from './tokenHash.ts';
import type { UserRow } from './userRow.ts';

export type EmailTokenKind = 'signup' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new' | 'reauthentication';

type KindSpec = { tokenType: string; sentAt: string; linkType: string | null; subject: string; action: string };

// GoTrue's token columns, *_sent_at columns and default mail subjects per kind of mail.
const KINDS: Record<EmailTokenKind, KindSpec> = {
  signup: {
    tokenType: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    linkType: 'signup',
    subject: 'Confirm Your Email',
    action: 'Confirm your email address',
  },
  magiclink: {
    tokenType: 'recovery_token',
    sentAt: 'recovery_sent_at',
    linkType: 'magiclink',
    subject: 'Your Magic Link',
    action: 'Log in',
  },
  recovery: {
    tokenType: 'recovery_token',
    sentAt: 'recovery_sent_at',
    linkType: 'recovery',
    subject: 'Reset Your Password',
    action: 'Reset your password',
  },
  email_change_current: {
    tokenType: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    linkType: 'email_change',
    subject: 'Confirm Email Change',
    action: 'Confirm the change of your email address',
  },
  email_change_new: {
    tokenType: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    linkType: 'email_change',
    subject: 'Confirm Email Change',
    action: 'Confirm your new email address',
  },
  reauthentication: {
    tokenType: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    linkType: null,
    subject: 'Confirm Reauthentication',
    action: 'Confirm it is you',
  },
};

/** The token columns a /verify `type` may match (api/verify.go); `email` accepts either kind. */
export const TOKEN_TYPES_FOR_VERIFY: Record<string, string[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** GoTrue's per-user max-frequency rule: 429 when the same kind of mail went out too recently. */
export function assertMayEmail(user: UserRow, kind: EmailTokenKind, config: AuthConfig): void {
  const column = KINDS[kind].sentAt as keyof UserRow;
  const last = user[column];
  if (last instanceof Date && Date.now() - last.getTime() < config.emailMaxFrequency * 1000) {
    throw emailRateLimited(config.emailMaxFrequency);
  }
}

/**
 * Stores a fresh OTP for `kind` (as sha224(address+otp)) and composes the mail carrying both the
 * code and the ConfirmationURL. The caller delivers the mail after its transaction commits.
 */
export async function issueEmailToken(
  sql: Sql,
  config: AuthConfig,
  user: UserRow,
  kind: EmailTokenKind,
  options: { redirectTo: string; to?: string },
): Promise<Mail> {
  const spec = KINDS[kind];
  const to = (options.to ?? user.email ?? '').toLowerCase();
  const otp = generateOtp();
  const hash = tokenHash(to, otp);
  await sql.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now()`,
    [user.id, spec.tokenType, hash, to],
  );
  await sql.query(`update auth.users set ${spec.sentAt} = now() where id = $1`, [user.id]);
  const link = spec.linkType
    ? `${config.externalUrl}/auth/v1/verify?token=${hash}&type=${spec.linkType}&redirect_to=${encodeURIComponent(options.redirectTo)}`
    : null;
  const text = link ? `${spec.action}: ${link}\n\nOr enter this code: ${otp}\n` : `Enter this code to confirm it is you: ${otp}\n`;
  const template = link && projectTemplate(kind);
  const html = template
    ? renderTemplate(template, link, otp)
    : link
      ? `<h2>${spec.subject}</h2><p><a href="${escapeHtml(link)}">${spec.action}</a></p><p>Or enter this code: ${otp}</p>`
      : `<h2>${spec.subject}</h2><p>Enter this code: ${otp}</p>`;
  return { to, subject: spec.subject, text, html };
}

/**
 * The project's own mail templates (deploy/supabase/templates, which a hosted project is set to
 * use): the local stack sends the same words, so a user of `npm start` reads the mail hosted users
 * get, not GoTrue's bare defaults. The other kinds have none of their own.
 */
const TEMPLATE_FILES: Partial<Record<EmailTokenKind, string>> = { signup: 'confirmation.html', recovery: 'recovery.html' };
const TEMPLATE_DIR = fileURLToPath(new URL('../../../supabase/templates/', import.meta.url));
const templates = new Map<EmailTokenKind, string>();

function projectTemplate(kind: EmailTokenKind): string | null {
  const file = TEMPLATE_FILES[kind];
  if (!file) return null;
  if (!templates.has(kind)) templates.set(kind, readFileSync(join(TEMPLATE_DIR, file), 'utf8'));
  return templates.get(kind) ?? null;
}

/** GoTrue's two variables the templates use, filled as its html/template would (escaped). */
const renderTemplate = (template: string, link: string, otp: string) =>
  template.replace(/\{\{\s*\.ConfirmationURL\s*\}\}/g, escapeHtml(link)).replace(/\{\{\s*\.Token\s*\}\}/g, otp);

/**
 * Every link and code the user was mailed stops working (GoTrue's ClearAllOneTimeTokensForUser):
 * after a new password, a used reset or confirmation link, a completed email change. A reset link
 * left on a lost device is no way back in once the password has changed.
 */
export async function clearOneTimeTokens(sql: Sql, userId: string): Promise<void> {
  await sql.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

export type ConsumedToken = { user_id: string; token_type: string; relates_to: string };

/** Finds, checks the age of, and deletes a stored token; null means 403 otp_expired to the caller. */
export async function consumeEmailToken(sql: Sql, config: AuthConfig, hash: string, tokenTypes: string[]): Promise<ConsumedToken | null> {
  const { rows } = await sql.query<ConsumedToken & { id: string; created_at: Date }>(
    'select id, user_id, token_type, relates_to, created_at from auth.one_time_tokens where token_hash = $1 and token_type = any($2)',
    [hash, tokenTypes],
  );
  const row = rows[0];
  if (!row) return null;
  await sql.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  if (Date.now() - row.created_at.getTime() > config.otpExpiry * 1000) return null;
  return row;
}
