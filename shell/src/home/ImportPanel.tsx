import type { ChainConfig } from '@coinwatch/shared';
import { countOf, grouped, PendingButton } from '@coinwatch/shared/toolkit';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useInPlaceFocus } from '../a11y/focus.ts';
import { authState } from '../auth/authState.ts';
import { binaryFileKind, WORKBOOK } from '../coins/binaryFileKind.ts';
import { detectFormat, previewCoinsFile } from '../coins/coinsFile.ts';
import { coinsState } from '../coins/coinsState.ts';
import { decodeFileText } from '../coins/decodeFileText.ts';
import { importCoins, planImport } from '../coins/importCoins.ts';
import { newCoinChainId } from '../coins/newCoinChainId.ts';
import type { ImportPreview } from '../coins/validateImport.ts';
import { notify } from '../notifications/notificationsState.ts';

const PREVIEW_ROWS = 20;
const PROBLEM_ROWS = 200;

/** `homeChainId`: as the Add coin form's, the chain a row with a blank chain_id goes on. */
export type ImportPanelProps = { chains: readonly ChainConfig[]; homeChainId?: number; onClose: () => void };

const NAMED_COLUMNS = 5;

/** The file's columns that are not read, named: their values would otherwise go without a word. */
function unknownColumnsNote(names: readonly string[]): string {
  // A header cell can be a whole line of text (a file that is no table): its start names it.
  const named = names.slice(0, NAMED_COLUMNS).map((name) => `“${name.length > 40 ? `${name.slice(0, 39)}…` : name}”`);
  if (names.length > NAMED_COLUMNS) named.push(`${names.length - NAMED_COLUMNS} more`);
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(named);
  return names.length === 1
    ? `The column ${list} is not one Coinwatch reads: its values are left out.`
    : `The columns ${list} are not ones Coinwatch reads: their values are left out.`;
}

/** A file refused whole, before any row is read: said in the panel, where its rows would be. */
type Refusal = { title: string; detail: string };

/** Rows (or lines) with a problem: one with two, or a header missing three columns, counts once. */
const problemCount = (preview: ImportPreview) => new Set(preview.problems.map((p) => p.at)).size;

/** Choose a CSV or JSON file, see what it holds and what is wrong with it, then import the good rows. */
export function ImportPanel({ chains, homeChainId, onClose }: ImportPanelProps) {
  const [preview, setPreview] = useState<(ImportPreview & { name: string; legacy: boolean }) | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  // The good rows the list already has, which the import will skip: read again as the list changes
  // (another tab, an import that just ran).
  const { items } = useSnapshot(coinsState);
  const { tracked, fresh } = useMemo(() => {
    const rows = preview?.rows ?? [];
    const { tracked } = planImport(rows, undefined, items);
    return { tracked: tracked.size, fresh: rows.filter((r) => !tracked.has(r)) };
  }, [preview, items]);
  const fileRefused = preview?.problems.some((p) => p.file);
  // An import under way finishes first: it reports what it added.
  const ref = useInPlaceFocus<HTMLElement>(() => {
    if (!busy) onClose();
  });

  const choices = useRef(0);
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // A large file still being read when a second is chosen: only the last choice is shown (and imported).
    const choice = ++choices.current;
    // Said in the panel, as a row's problems are: a notice would go after a few seconds, leaving
    // the panel with nothing but a disabled Import button.
    const refuse = (title: string, detail: string) => {
      setPreview(null);
      setRefusal({ title, detail });
    };
    let decoded: ReturnType<typeof decodeFileText>;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (choice !== choices.current) return;
      const binary = binaryFileKind(bytes);
      if (binary === WORKBOOK) {
        refuse(
          'Not a CSV or JSON file',
          `${file.name} is a spreadsheet workbook. In your spreadsheet app, save it as CSV (UTF-8), then choose that file.`,
        );
        return;
      }
      if (binary) {
        refuse(
          'Not a CSV or JSON file',
          `${file.name} ${binary === 'binary data' ? 'holds binary data, not text' : `looks like ${binary}`}. Choose a CSV file (in a spreadsheet app, save it as CSV UTF-8) or a JSON file exported from Coinwatch.`,
        );
        return;
      }
      decoded = decodeFileText(bytes);
    } catch {
      if (choice !== choices.current) return;
      // Moved or deleted since it was chosen, unreadable, or too large for the browser to hold.
      refuse('Could not read the file', `${file.name} could not be read. Choose it again, or another file.`);
      return;
    } finally {
      // Emptied, so choosing the same file again (fixed since) reads it again: the browser reports
      // no change for the file it already holds. The summary below names the file read.
      input.value = '';
    }
    const { text, legacy } = decoded;
    setRefusal(null);
    const importChains = { ids: chains.map((c) => c.id), forBlank: newCoinChainId(chains, homeChainId) };
    setPreview({ ...previewCoinsFile(text, detectFormat(file.name, text), importChains, coinsState.items), name: file.name, legacy });
  }

  async function run() {
    if (!preview) return;
    setBusy(true);
    const accountId = authState.user?.id;
    const result = await importCoins(preview.rows);
    setBusy(false);
    // Another account signed in meanwhile (another tab): the file and its counts are not theirs to see.
    if (authState.user && authState.user.id !== accountId) return;
    const problems = problemCount(preview);
    let summary = `Added ${countOf(result.coinsAdded, 'coin', 'coins')} and ${countOf(result.addressesAdded, 'address', 'addresses')}; ${countOf(result.skipped, 'row was', 'rows were')} already tracked`;
    // Once the panel closes, its list of problems goes with it: the notice still says some were left out.
    summary +=
      problems > 0 ? `; ${countOf(problems, `${preview.unit} with problems was`, `${preview.unit}s with problems were`)} left out.` : '.';
    if (result.clashing > 0)
      summary += ` ${countOf(result.clashing, 'row was', 'rows were')} left out: since the preview, a coin with another name, contract or chain is tracked under the same ticker. Choose the file again to see which.`;
    // The account's file and counts: said also once signed out, until another account signs in.
    const say = (icon: 'Success' | 'Error', primaryText: string, secondaryText: string) =>
      notify({ icon, primaryText, secondaryText }, { accountId });
    // The reason is a sentence of its own before the summary (a duplicate's message has no full stop).
    if (result.error) say('Error', 'Import stopped', `${result.error}${/[.!?]$/.test(result.error) ? '' : '.'} ${summary}`);
    else if (result.clashing > 0) {
      say('Error', 'Import finished, not all of it', summary);
      onClose();
    } else {
      say('Success', 'Import finished', summary);
      onClose();
    }
  }

  const unitTitle = preview?.unit === 'row' ? 'Row' : 'Line';
  return (
    <section ref={ref} className="coins-panel" aria-labelledby="coins-import-title" data-testid="coins-import">
      <h2 id="coins-import-title">Import coins</h2>
      <p className="muted">
        A CSV or JSON file with the columns coin_ticker, coin_name, coin_address, chain_id, address, description and color. Rows already
        tracked are skipped, so importing the same file twice adds nothing.
      </p>
      <label className="field">
        <span>File</span>
        <input type="file" accept=".csv,.json,text/csv,application/json" onChange={choose} data-testid="coins-import-file" />
      </label>
      {/* Read out when a file is read: the focus stays on the file input. */}
      <div role="status">
        {refusal && (
          <p className="form-error" data-testid="coins-import-refused">
            <strong>{refusal.title}.</strong> {refusal.detail}
          </p>
        )}
        {preview && (
          <p data-testid="coins-import-summary">
            {/* Not "0 good rows, 1 with problems": the one problem is the file's, and no row's. */}
            {fileRefused ? (
              `${preview.name}: nothing in it can be imported.`
            ) : (
              <>
                {preview.name}: {countOf(preview.rows.length, 'good row', 'good rows')}
                {tracked > 0 && ` (${grouped(tracked)} already tracked)`}, {problemCount(preview)} with problems.
              </>
            )}
            {preview.unknownColumns.length > 0 && ` ${unknownColumnsNote(preview.unknownColumns)}`}
            {preview.legacy &&
              ' It is not UTF-8 text, so it was read as Windows-1252, what Excel’s “CSV (Comma delimited)” writes. If letters look wrong below, save it as “CSV UTF-8” and choose it again.'}
          </p>
        )}
      </div>
      {preview && (
        <>
          {preview.problems.length > 0 && (
            <table className="coins-table" data-testid="coins-import-problems">
              <caption>{fileRefused ? 'What is wrong with the file' : 'Rows that will not be imported'}</caption>
              <thead>
                <tr>
                  <th scope="col">{unitTitle}</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {preview.problems.slice(0, PROBLEM_ROWS).map((p, i) => (
                  // By position: a line may have several problems, and lines repeat from file to file.
                  <tr key={i} data-testid="coins-import-problem">
                    <td>{p.at}</td>
                    <td>{p.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.problems.length > PROBLEM_ROWS && <p className="muted">…and {preview.problems.length - PROBLEM_ROWS} more.</p>}
          {fresh.length > 0 && (
            <table className="coins-table" data-testid="coins-import-preview">
              <caption>First rows to import</caption>
              <thead>
                <tr>
                  <th scope="col">{unitTitle}</th>
                  <th scope="col">Ticker</th>
                  {/* A blank chain_id takes the home chain: seen here before it is imported. */}
                  <th scope="col">Chain</th>
                  <th scope="col">Address</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {fresh.slice(0, PREVIEW_ROWS).map((r, i) => (
                  <tr key={i}>
                    <td>{r.at}</td>
                    <td>{r.coinTicker}</td>
                    <td>{chains.find((c) => c.id === r.chainId)?.name ?? `Chain ${r.chainId}`}</td>
                    <td className="mono">{r.address?.address ?? '—'}</td>
                    <td>{r.address?.description ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <div className="coins-form-actions">
        <PendingButton
          type="button"
          className="primary"
          disabled={fresh.length === 0}
          pending={busy}
          onClick={run}
          data-testid="coins-import-run"
        >
          {/* No count before a file is read: "Import 0 rows" read as an empty file. */}
          {busy ? 'Importing…' : preview ? `Import ${countOf(fresh.length, 'row', 'rows')}` : 'Import'}
        </PendingButton>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
