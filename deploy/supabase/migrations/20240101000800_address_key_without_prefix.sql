-- An address may be written with or without its 0x prefix (the check allows both), so the key on
-- lower(address) took "0xabc…" and "abc…" for two addresses of one coin. The app always writes the
-- prefix, a REST client need not: the key is now the 40 hex digits, whatever the case.
-- Rows that already collide stop the migration, naming the key, for an operator to decide which to keep.
create unique index if not exists tracked_addresses_coin_hex_key
  on public.tracked_addresses (coin_id, lower(right(address, 40)));
drop index if exists public.tracked_addresses_coin_address_key;
