-- The client's zod schemas trim ticker, name and description before they check lengths, so the
-- database refuses what they never send: a blank ticker or name, or spaces around any of the three.
-- NOT VALID: rows written before this migration are left as they are; every new write is checked.
alter table public.tracked_coins
  add constraint tracked_coins_coin_ticker_trimmed check (coin_ticker ~ '^\S(.*\S)?$') not valid,
  add constraint tracked_coins_coin_name_trimmed check (coin_name ~ '^\S(.*\S)?$') not valid;
alter table public.tracked_addresses
  add constraint tracked_addresses_description_trimmed check (description !~ '^\s|\s$') not valid;
