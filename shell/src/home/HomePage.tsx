import { defaultChains } from '@coinwatch/shared';
import { countOf, downloadCsv, downloadFile } from '@coinwatch/shared/toolkit';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CoinsLoadError } from '../coins/CoinsLoadError.tsx';
import { addCoin } from '../coins/coinsActions.ts';
import { coinsToFile } from '../coins/coinsFile.ts';
import { tickerTaken } from '../coins/coinsList.ts';
import { coinsState } from '../coins/coinsState.ts';
import { demoCoinRows } from '../coins/demoCoins.ts';
import { importCoins } from '../coins/importCoins.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { FormSlot, useFormSlot } from '../forms/useFormSlot.tsx';
import { notifyError, notifySuccess } from '../notifications/notificationsState.ts';
import { loadProvenAddresses } from '../proofs/provenAddresses.ts';
import { CoinCard, coinHeadingId } from './CoinCard.tsx';
import { CoinForm } from './CoinForm.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FindStatus } from './FindStatus.tsx';
import { FIND_MAX_LENGTH } from './findCoins.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { announceSaved, SaveStatus } from './saveStatus.tsx';
import { useCoins } from './useCoins.ts';
import { useFind } from './useFind.ts';
import './home.css';

/** An object per opening: a save answered late closes the panel it came from, never one opened since. */
type Panel = { kind: 'none' | 'add' | 'import' };
const closed: Panel = { kind: 'none' };

export default function HomePage() {
  const { status, loaded, items } = useCoins();
  const config = useAppConfig();
  const chains = config?.resolvedChains ?? defaultChains;
  const [panel, setPanel] = useState<Panel>(closed);
  // The panel on screen, for a save that answers after the user may have closed or replaced its form.
  const panelOnScreen = useRef(panel);
  useEffect(() => {
    panelOnScreen.current = panel;
  });
  const slot = useFormSlot();
  const open = (kind: Panel['kind']) => () => {
    if (panel.kind !== kind) slot.replace(() => setPanel((current) => (current.kind === kind ? current : { kind })));
  };
  const closeIfStill = (opened: Panel) => () => setPanel((current) => (current === opened ? closed : current));
  const find = useFind(items);
  const [demoBusy, setDemoBusy] = useState(false);
  const devnet = config?.devnet;
  const addressCount = items.reduce((n, c) => n + c.addresses.length, 0);
  // Read on every visit: a proof made in the wallet tool a moment ago shows when the user comes back.
  useEffect(() => void loadProvenAddresses(), []);

  async function addDemo() {
    if (!devnet) return;
    setDemoBusy(true);
    const result = await importCoins(demoCoinRows(devnet));
    setDemoBusy(false);
    if (result.error) notifyError('Could not add the demo coins', result.error);
    else
      notifySuccess(
        'Demo coins added',
        `Added ${countOf(result.coinsAdded, 'coin', 'coins')} and ${countOf(result.addressesAdded, 'address', 'addresses')} from the devnet.`,
      );
  }

  const exportAs = (format: 'csv' | 'json') => {
    const name = `coinwatch-coins.${format}`;
    const text = coinsToFile(coinsState.items, format);
    if (format === 'csv') downloadCsv(name, text);
    else downloadFile(name, text, 'application/json');
  };

  return (
    <section className="coins-home" aria-busy={status === 'loading'}>
      <div className="coins-toolbar">
        <h1>Home</h1>
        <span className="muted" data-testid="coins-count">
          {/* Also while a later read has failed: the list below is still shown, and counted. */}
          {loaded ? `${countOf(items.length, 'coin', 'coins')} · ${countOf(addressCount, 'address', 'addresses')}` : ''}
        </span>
        {items.length > 0 && (
          <input
            ref={find.box}
            type="search"
            className="coins-find"
            aria-label="Find a coin or an address"
            placeholder="Find a coin or an address"
            maxLength={FIND_MAX_LENGTH}
            value={find.text}
            onChange={(event) => find.setText(event.target.value)}
            data-testid="coins-find"
          />
        )}
        <div className="coins-toolbar-actions">
          <button type="button" className="primary" onClick={open('add')} data-testid="coins-add">
            Add coin
          </button>
          <button type="button" onClick={open('import')} data-testid="coins-import-open">
            Import
          </button>
          <button type="button" onClick={() => exportAs('csv')} disabled={items.length === 0} data-testid="coins-export-csv">
            Export CSV
          </button>
          <button type="button" onClick={() => exportAs('json')} disabled={items.length === 0} data-testid="coins-export-json">
            Export JSON
          </button>
        </div>
      </div>
      <FormSlot value={slot.handle}>
        {panel.kind === 'add' && (
          <section className="coins-panel" aria-label="Add a coin">
            <h2>Add a coin</h2>
            <CoinForm
              chains={chains}
              homeChainId={config?.homeChainId}
              submitLabel="Add coin"
              isTickerTaken={(t) => tickerTaken(coinsState.items, t)}
              onSubmit={async (input) => {
                const message = await addCoin(input);
                if (!message) {
                  // The keyboard goes on to the new coin (its next step is Add address), brought into
                  // view wherever the list sorted it: pages down on a long list, where it was out of
                  // sight and reach. Not if the user closed the form while it saved: they moved on.
                  const added = panelOnScreen.current === panel && coinsState.items.find((c) => c.coinTicker === input.coinTicker);
                  // Shown first if the find box would hide it (its card must be there to take focus).
                  if (added) flushSync(() => find.keepInView(added.id));
                  if (added) document.getElementById(coinHeadingId(added))?.focus();
                  closeIfStill(panel)();
                  announceSaved(`Coin ${input.coinTicker} added.`);
                }
                return message;
              }}
              onCancel={closeIfStill(panel)}
            />
          </section>
        )}
        {panel.kind === 'import' && <ImportPanel chains={chains} homeChainId={config?.homeChainId} onClose={closeIfStill(panel)} />}
      </FormSlot>
      {slot.question}
      {items.length > 0 && (
        <FindStatus
          text={find.text}
          found={find.shown.size}
          total={items.length}
          onClear={() => {
            find.setText('');
            find.box.current?.focus();
          }}
        />
      )}
      <SaveStatus />
      <CoinsLoadError />
      {status === 'loading' && <p className="muted">Loading your coins…</p>}
      {status === 'ready' && items.length === 0 && panel.kind === 'none' && (
        <EmptyState onAddCoin={open('add')} onImport={open('import')} onAddDemo={devnet ? addDemo : undefined} busy={demoBusy} />
      )}
      <div className="coins-list" data-testid="coins-list" data-ready={status === 'ready'} ref={find.list}>
        {/* A coin the find box leaves out is hidden, not unmounted: a form open in it keeps its typing. */}
        {items.map((coin) => (
          <CoinCard
            key={coin.id}
            coin={coin}
            shown={find.shown.get(coin.id)}
            chains={chains}
            keepInView={(address) => find.keepInView(coin.id, address)}
          />
        ))}
      </div>
    </section>
  );
}
