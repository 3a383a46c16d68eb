-- A ticker is kept in Unicode's NFKC form, as the client's TickerSchema (@coinwatch/shared) sends
-- it: a full-width ＥＴＨ from an East Asian input method is ETH, so it cannot sit beside ETH under
-- the one-ticker-per-user index, and its link is the same. NOT VALID: rows written before are left
-- as they are.
alter table public.tracked_coins
  drop constraint if exists tracked_coins_coin_ticker_nfkc,
  add constraint tracked_coins_coin_ticker_nfkc check (coin_ticker is nfkc normalized) not valid;
