-- A tracked coin always has its contract address (the product's tracked coin requires it, and the
-- app reads it as a string). Setting NOT NULL again is a no-op, so this stays idempotent.
alter table public.tracked_coins alter column coin_address set not null;
