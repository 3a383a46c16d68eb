import type { ToolHost } from '@coinwatch/shared';
import { describeRpcFailure, grouped } from '@coinwatch/shared/toolkit';
import { useLayoutEffect, useRef, useState } from 'react';
import { type Transfer, transferKey } from '../../chain/transfer.ts';
import { txnsState } from '../../state/txnsState.ts';
import type { TimesProgress } from './blocks.ts';
import type { CsvContext } from './transfersCsv.ts';
import type { ResolvedView } from './useTransferView.ts';

type CsvExportParameters = {
  view: ResolvedView;
  host: ToolHost;
  /** The rows shown, as the file is asked for. */
  rows: readonly Transfer[];
  context: CsvContext;
  timesOfAll(rows: readonly Transfer[], onProgress: TimesProgress): Promise<boolean>;
};

/**
 * Export CSV of what is shown. A node that sends no block times with its logs leaves the rows never
 * shown without one (the table reads them as they come into view); a file has no "…" to fill in
 * later, so those are read first, with progress on the button (`reading`).
 */
export function useCsvExport({ view, host, rows, context, timesOfAll }: CsvExportParameters) {
  const [reading, setReading] = useState<string | null>(null);
  // Cleared as the page goes, in the same commit as its session's stop: a passive effect's cleanup
  // comes later after a router transition, and the ended export would still see the page.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The page's transfers were read again while its file was made (Scan again, or its addresses
  // changed in another tab): the user, still on it, waits for a file that will not come. Another
  // page, or none, no longer wants it.
  const dropped = () => {
    if (mounted.current && txnsState.pageKey === view.pageKey)
      host.notify({
        icon: 'Error',
        primaryText: 'CSV not exported',
        secondaryText: 'The page read its transfers again before the file was ready. Press Export CSV to try again.',
      });
  };
  const exportCsv = async () => {
    // The file is of what the button was pressed on: those rows, in their order, named by those
    // filters. A filter changed, or a live row come, while the times are read would otherwise give
    // another file, with rows whose times were never read.
    const filters = { ...txnsState.filters };
    if (rows.some((t) => t.timestamp === null)) {
      setReading('Reading block times…');
      try {
        const done = await timesOfAll(rows, (read, total) => setReading(`Reading block times: ${grouped(read)} of ${grouped(total)}`));
        if (!done) return dropped();
      } catch (error) {
        host.notify({
          icon: 'Error',
          primaryText: 'CSV not exported',
          secondaryText: `Its block times could not be read. ${describeRpcFailure(view.chain, error, 'Press Export CSV to try again.')}`,
        });
        return;
      } finally {
        setReading(null);
      }
    }
    // The file's code is fetched on the first export: few visits make one, and every visit pays
    // for the page's own chunks.
    let csv: typeof import('./transfersCsv.ts');
    try {
      csv = await import('./transfersCsv.ts');
    } catch {
      host.notify({
        icon: 'Error',
        primaryText: 'CSV not exported',
        secondaryText: 'Part of the tool could not be downloaded. Check your connection, then press Export CSV again.',
      });
      return;
    }
    // Another view opened, or the page went, while the file's code came: its rows are not this file's.
    if (txnsState.viewKey !== view.key || !mounted.current) return dropped();
    // Taken again: they now carry their times (and those a reorg took back meanwhile are gone).
    const now = new Map(txnsState.rows.map((t) => [transferKey(t), t]));
    const shown = rows.flatMap((t) => now.get(transferKey(t)) ?? []);
    csv.saveTransfersCsv(csv.transfersCsvName(view.title, view.focus, filters), shown, context);
  };
  return { reading, exportCsv };
}
