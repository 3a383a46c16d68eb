-- Proofs that the user controls an address: the EIP-4361 message their wallet signed and the
-- signature. The wallet tool checks a signature (viem, EIP-1271 for contract wallets) before it
-- saves one; the row keeps message and signature so anyone can check it again.
create table if not exists public.address_proofs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  address text not null,
  chain_id integer not null,
  message text not null,
  signature text not null,
  signed_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint address_proofs_address_check check (address ~ '^0x[0-9a-fA-F]{40}$'),
  constraint address_proofs_chain_id_check check (chain_id > 0),
  -- The signed message names the address it proves.
  constraint address_proofs_message_check check (char_length(message) <= 2000 and strpos(lower(message), lower(address)) > 0),
  -- 65 bytes for an EOA; contract wallets (EIP-1271 / 6492) sign longer.
  constraint address_proofs_signature_check check (signature ~ '^0x[0-9a-fA-F]{130,}$' and char_length(signature) <= 20000)
);

-- One proof per address and user, the latest; also the index behind the user's list.
create unique index if not exists address_proofs_user_address_key on public.address_proofs (user_id, address);

alter table public.address_proofs enable row level security;

drop policy if exists "address_proofs_select_own" on public.address_proofs;
create policy "address_proofs_select_own" on public.address_proofs
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "address_proofs_insert_own" on public.address_proofs;
create policy "address_proofs_insert_own" on public.address_proofs
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "address_proofs_update_own" on public.address_proofs;
create policy "address_proofs_update_own" on public.address_proofs
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "address_proofs_delete_own" on public.address_proofs;
create policy "address_proofs_delete_own" on public.address_proofs
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on public.address_proofs from anon;
grant select, insert, update, delete on public.address_proofs to authenticated;
grant all on public.address_proofs to service_role;
