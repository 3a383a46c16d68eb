import type pg from 'pg';
import type { Inbox } from '../mail/createInbox.ts';

export type AuthConfig = {
  /** Where users land after email links when redirect_to is missing or not allowed. */
  siteUrl: string;
  /** The gateway's public URL; links in mail and the JWT issuer hang off it. */
  externalUrl: string;
  autoconfirm: boolean;
  jwtSecret: string;
  jwtExpiry: number;
  /** Seconds a revoked refresh token may still be swapped (supabase CLI default 10). */
  refreshTokenReuseInterval: number;
  otpExpiry: number;
  /** Per-user minimum seconds between two emails of one kind (supabase CLI local default 1 s). */
  emailMaxFrequency: number;
  minPasswordLength: number;
  /**
   * GoTrue's update_password_require_current_password: a password change must name the current
   * password, except in a session opened by an email link (a reset), whose user may not know it.
   */
  requireCurrentPassword: boolean;
  bcryptCost: number;
};

export type AuthContext = { pool: pg.Pool; config: AuthConfig; inbox: Inbox };

/** What the gateway hands the auth service: the request already read (body capped at 1 MB). */
export type AuthRequest = {
  method: string;
  /** Path below /auth/v1, e.g. `/token`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ip: string;
};

export type AuthResult =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'empty'; status: number }
  | { kind: 'redirect'; location: string };
