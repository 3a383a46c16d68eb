-- Text that shows as something. The earlier visible-text constraints refuse the characters that hide
-- text; these refuse a text made only of characters that show as nothing on their own (zero-width
-- joiners, variation selectors, tag characters, combining and enclosing marks, spaces), which emoji need inside a
-- name, and, in a ticker, those characters anywhere: 'X' and 'X' + U+200D look the same, and would be
-- two coins. The client's isVisibleText and TICKER_INVISIBLE_PATTERN (@coinwatch/shared) are at least
-- as strict. Each is named to sort after the constraints it adds to: Postgres names the first that
-- fails, and a blank ticker is better told it is blank. NOT VALID again: rows written before are left
-- as they are.
alter table public.tracked_coins
  drop constraint if exists tracked_coins_coin_ticker_no_joiners,
  drop constraint if exists tracked_coins_coin_ticker_visible_some,
  drop constraint if exists tracked_coins_coin_name_visible_some,
  add constraint tracked_coins_coin_ticker_no_joiners
    check (coin_ticker !~ '[\u200C\u200D\uFE00-\uFE0F\U000E0000-\U000E007F\U000E0100-\U000E01EF]') not valid,
  add constraint tracked_coins_coin_ticker_visible_some
    check (coin_ticker ~ '[^[:space:]\u0001-\u001F\u007F-\u00A0\u00AD\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\U000E0000-\U000E007F\U000E0100-\U000E01EF]') not valid,
  add constraint tracked_coins_coin_name_visible_some
    check (coin_name ~ '[^[:space:]\u0001-\u001F\u007F-\u00A0\u00AD\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\U000E0000-\U000E007F\U000E0100-\U000E01EF]') not valid;
alter table public.tracked_addresses
  drop constraint if exists tracked_addresses_description_visible_some,
  add constraint tracked_addresses_description_visible_some
    check (description = '' or description ~ '[^[:space:]\u0001-\u001F\u007F-\u00A0\u00AD\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\U000E0000-\U000E007F\U000E0100-\U000E01EF]') not valid;
