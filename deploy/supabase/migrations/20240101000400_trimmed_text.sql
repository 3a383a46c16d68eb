-- The client's zod schemas trim ticker, name and description before they check lengths, so the
-- database refuses what they never send: a blank ticker or name, or spaces around any of the three.
-- NOT VALID: rows written before this migration are left as they are; every new write is checked.
-- Drop-then-add keeps it idempotent, as every migration here is (Postgres has no ADD CONSTRAINT IF NOT EXISTS).
alter table public.tracked_coins
  drop constraint if exists tracked_coins_coin_ticker_trimmed,
  drop constraint if exists tracked_coins_coin_name_trimmed,
  add constraint tracked_coins_coin_ticker_trimmed check (coin_ticker ~ '^\S(.*\S)?$') not valid,
  add constraint tracked_coins_coin_name_trimmed check (coin_name ~ '^\S(.*\S)?$') not valid;
alter table public.tracked_addresses
  drop constraint if exists tracked_addresses_description_trimmed,
  add constraint tracked_addresses_description_trimmed check (description !~ '^\s|\s$') not valid;
