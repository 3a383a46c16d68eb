-- A ticker is a path segment (/tools/txns/{coin}); browsers resolve '.' and '..' away, so such a
-- coin could never be opened. The client's TickerSchema refuses them too.
-- NOT VALID: rows written before this migration are left as they are; every new write is checked.
alter table public.tracked_coins
  drop constraint if exists tracked_coins_coin_ticker_not_dots,
  add constraint tracked_coins_coin_ticker_not_dots check (coin_ticker not in ('.', '..')) not valid;
