import { type ChainConfig, explorerLink, type TrackedAddress, type TrackedCoin } from '@coinwatch/shared';
import { countOf } from '@coinwatch/shared/toolkit';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { checksum } from '../coins/checksum.ts';
import { addAddress, updateAddress, updateCoin } from '../coins/coinsActions.ts';
import { addressTaken, tickerTaken } from '../coins/coinsList.ts';
import { coinsState } from '../coins/coinsState.ts';
import { deleteAddress, deleteCoin } from '../coins/deleteWithUndo.ts';
import { GONE } from '../coins/writeErrorMessage.ts';
import { ConfirmInPlace } from '../forms/ConfirmInPlace.tsx';
import { FormSlot, useFormSlot } from '../forms/useFormSlot.tsx';
import { AddressForm } from './AddressForm.tsx';
import { AddressList } from './AddressList.tsx';
import { CoinForm } from './CoinForm.tsx';
import { CopyButton } from './CopyButton.tsx';
import { announceSaved } from './saveStatus.tsx';
import { type CardForm, useGoneElsewhereNotice } from './useGoneElsewhereNotice.ts';

export type CoinCardProps = {
  coin: TrackedCoin;
  /** Those of its addresses the find box on Home leaves in view; none: the card is hidden. */
  shown: readonly TrackedAddress[] | undefined;
  chains: readonly ChainConfig[];
  /** After a save: the coin, or the address (its hex) saved, must not be hidden by the find box. */
  keepInView(address?: string): void;
};

type Mode =
  | { kind: 'view' }
  | { kind: 'edit' }
  | { kind: 'add-address' }
  | { kind: 'edit-address'; id: string }
  | { kind: 'confirm'; addressId?: string };

/** The id of a coin's heading, which names its card and takes the keyboard after a change to it. */
export const coinHeadingId = (coin: { id: string }) => `coin-${coin.id}`;

/** The first card shown from `card` on, in one direction (the find box hides some). */
function shownCard(card: Element | null | undefined, step: 'nextElementSibling' | 'previousElementSibling'): Element | null {
  let at = card ?? null;
  while (at instanceof HTMLElement && at.hidden) at = at[step];
  return at;
}

/** After a coin is deleted, the coin below it (above it, for the last): the keyboard stays in the list. */
function neighbourHeading(heading: HTMLElement | null): HTMLElement | null {
  const card = heading?.closest('article');
  const next =
    shownCard(card?.nextElementSibling, 'nextElementSibling') ?? shownCard(card?.previousElementSibling, 'previousElementSibling');
  return next?.querySelector<HTMLElement>('h2[tabindex]') ?? null;
}

/** One coin: its details and links, its forms and its (virtualised) addresses. */
export function CoinCard({ coin, shown, chains, keepInView }: CoinCardProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const view = () => setMode({ kind: 'view' });
  const slot = useFormSlot();
  // The last save of the form shown was refused as its coin or address gone: the user was told.
  const toldGone = useRef(false);
  // "Add address" pressed again while an add is on its way opens a new empty form at once, which
  // that add's answer leaves open (it closed the form the user had just asked for, and the click
  // was lost). A refused add is still told: its notice says why.
  const addsOnTheirWay = useRef(0);
  const addForm = useRef(0);
  const [addFormKey, setAddFormKey] = useState(0);
  // Another form, or a question, in place of the one shown: asked first if it holds typing.
  const show = (next: Mode) => () => {
    if (JSON.stringify(next) !== JSON.stringify(mode))
      slot.replace(() => {
        toldGone.current = false;
        setMode(next);
      });
    else if (next.kind === 'add-address' && addsOnTheirWay.current > 0) setAddFormKey(++addForm.current);
  };
  // A save is answered after the change shows, and the user may have opened another form
  // meanwhile: the answer closes only the form it came from.
  const closeIfStill = (opened: Mode) => setMode((current) => (current === opened ? { kind: 'view' } : current));
  const chain = chains.find((c) => c.id === coin.chainId);
  const coinAddress = checksum(coin.coinAddress);
  const explorer = explorerLink(chain, 'token', coinAddress);
  const editing = mode.kind === 'edit-address' ? coin.addresses.find((a) => a.id === mode.id) : undefined;
  const doomed = mode.kind === 'confirm' && mode.addressId ? coin.addresses.find((a) => a.id === mode.addressId) : undefined;
  // An address removed meanwhile (another tab or device) takes its question with it, as its edit form goes.
  const confirming = mode.kind === 'confirm' && (mode.addressId === undefined || doomed !== undefined);
  const confirmText = doomed
    ? doomed.description
      ? `the address “${doomed.description}”`
      : 'this address'
    : coin.addresses.length === 0
      ? coin.coinTicker
      : `${coin.coinTicker} and its ${countOf(coin.addresses.length, 'address', 'addresses')}`;
  const latest = () => coinsState.items.find((c) => c.id === coin.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = (error: string | null) => {
    toldGone.current = error !== null && Object.values(GONE).includes(error);
    return error;
  };
  const deletedElsewhere = (doing: string) =>
    `It was deleted in another tab or on another device while you were ${doing} here, so what you typed is not saved.`;
  const form: CardForm | null =
    mode.kind === 'edit' || mode.kind === 'add-address'
      ? {
          primaryText: `${coin.coinTicker} was deleted`,
          secondaryText: deletedElsewhere(mode.kind === 'edit' ? 'editing it' : 'adding an address to it'),
        }
      : editing
        ? {
            addressId: editing.id,
            primaryText: `Address ${editing.description ? `“${editing.description}”` : checksum(editing.address)} was deleted`,
            secondaryText: deletedElsewhere('editing it'),
          }
        : null;
  useGoneElsewhereNotice(coin.id, form, slot.handle.dirty, toldGone);

  return (
    <article
      className="coins-card"
      hidden={shown === undefined}
      data-testid="coins-card"
      data-ticker={coin.coinTicker}
      aria-labelledby={coinHeadingId(coin)}
    >
      <header className="coins-card-header">
        <div className="coins-card-title">
          <h2 ref={heading} id={coinHeadingId(coin)} className="coins-ticker" tabIndex={-1} data-testid="coins-ticker">
            {coin.coinTicker}
          </h2>
          <span data-testid="coins-name">{coin.coinName}</span> ·{' '}
          <span className="muted" data-testid="coins-chain">
            {chain?.name ?? `Chain ${coin.chainId}`}
          </span>
          <div className="coins-contract">
            <code className="mono" data-testid="coins-contract">
              {coinAddress}
            </code>
            <CopyButton value={coinAddress} label={`Copy contract address of ${coin.coinTicker}`} />
            {explorer && (
              <a
                href={explorer}
                target="_blank"
                rel="noreferrer"
                aria-label={`Explorer: contract of ${coin.coinTicker} (opens in a new tab)`}
                data-testid="coins-contract-explorer"
              >
                Explorer
              </a>
            )}
          </div>
        </div>
        <div className="coins-card-actions">
          {/* Named with their coin, like Edit and Delete: a screen reader's list of links and buttons
              would hold one "Transactions" and one "Add address" per coin, all alike. */}
          <Link
            to={`/tools/txns/${encodeURIComponent(coin.coinTicker)}`}
            aria-label={`Transactions of ${coin.coinTicker}`}
            data-testid="coins-txns"
          >
            Transactions
          </Link>
          <button
            type="button"
            onClick={show({ kind: 'add-address' })}
            aria-label={`Add address to ${coin.coinTicker}`}
            data-testid="coins-add-address"
          >
            Add address
          </button>
          <button type="button" onClick={show({ kind: 'edit' })} aria-label={`Edit coin ${coin.coinTicker}`} data-testid="coins-edit">
            Edit
          </button>
          <button
            type="button"
            onClick={show({ kind: 'confirm' })}
            aria-label={`Delete coin ${coin.coinTicker}`}
            data-testid="coins-delete"
          >
            Delete
          </button>
        </div>
      </header>
      <FormSlot value={slot.handle}>
        {mode.kind === 'edit' && (
          <CoinForm
            chains={chains}
            initial={coin}
            submitLabel="Save coin"
            isTickerTaken={(t) => tickerTaken(coinsState.items, t, coin.id)}
            onSubmit={async (input, opened) => {
              const error = saved(await updateCoin(coin.id, input, opened));
              if (!error) {
                keepInView();
                closeIfStill(mode);
                announceSaved(`Coin ${input.coinTicker} saved.`);
              }
              return error;
            }}
            onCancel={view}
          />
        )}
        {mode.kind === 'add-address' && (
          <AddressForm
            key={addFormKey}
            title={`Add an address to ${coin.coinTicker}`}
            submitLabel="Add address"
            isAddressTaken={(a) => addressTaken(latest(), a)}
            onSubmit={async (input) => {
              const form = addForm.current;
              addsOnTheirWay.current++;
              const error = saved(await addAddress(coin.id, input).finally(() => addsOnTheirWay.current--));
              if (!error) {
                keepInView(input.address);
                if (addForm.current === form) closeIfStill(mode);
                announceSaved(`Address ${input.description || checksum(input.address)} added to ${coin.coinTicker}.`);
              }
              return error;
            }}
            onCancel={view}
          />
        )}
        {editing && (
          <AddressForm
            key={editing.id}
            title={`Edit ${editing.description || checksum(editing.address)}`}
            initial={{ ...editing, address: checksum(editing.address) }}
            submitLabel="Save address"
            isAddressTaken={(a) => addressTaken(latest(), a, editing.id)}
            onSubmit={async (input, opened) => {
              const error = saved(await updateAddress(coin.id, editing.id, input, opened));
              if (!error) {
                keepInView(input.address);
                closeIfStill(mode);
                announceSaved(`Address ${input.description || checksum(input.address)} saved.`);
              }
              return error;
            }}
            onCancel={view}
          />
        )}
      </FormSlot>
      {slot.question}
      {confirming && (
        <ConfirmInPlace
          question={`Delete ${confirmText}?`}
          action="Delete"
          onConfirm={() => {
            view();
            void (mode.addressId ? deleteAddress(coin, mode.addressId) : deleteCoin(coin));
          }}
          onCancel={view}
          // After an address, its coin; a coin takes its heading with it: the next coin's then.
          focusAfterConfirm={() => (mode.addressId ? heading.current : neighbourHeading(heading.current))}
        />
      )}
      <AddressList
        coin={coin}
        shown={shown ?? coin.addresses}
        chain={chain}
        editingId={editing?.id}
        onEdit={(id) => show({ kind: 'edit-address', id })()}
        onDelete={(id) => show({ kind: 'confirm', addressId: id })()}
      />
    </article>
  );
}
