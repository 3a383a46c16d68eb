-- Visible text, as 20240101000900_visible_text.sql, with two more invisible characters refused:
-- U+2800 (the blank Braille pattern, the usual way to make a name that shows as nothing) and
-- U+034F (the combining grapheme joiner). The client's HIDDEN_CHARACTER_PATTERN (@coinwatch/shared)
-- holds the same class. NOT VALID again: rows written before are left as they are.
alter table public.tracked_coins
  drop constraint if exists tracked_coins_coin_ticker_visible,
  drop constraint if exists tracked_coins_coin_name_visible,
  add constraint tracked_coins_coin_ticker_visible
    check (coin_ticker !~ '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]') not valid,
  add constraint tracked_coins_coin_name_visible
    check (coin_name !~ '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]') not valid;
alter table public.tracked_addresses
  drop constraint if exists tracked_addresses_description_visible,
  add constraint tracked_addresses_description_visible
    check (description !~ '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]') not valid;
