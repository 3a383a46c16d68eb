import { countOf, grouped } from '@coinwatch/shared/toolkit';
import { useId, useState } from 'react';
import type { Address, PublicClient } from 'viem';
import type { Market } from '../../chain/deployments.ts';
import { KeyPrice } from '../keys/KeyPrice.tsx';
import { ReadOutcome } from '../keys/ReadOutcome.tsx';
import { readQuote } from '../keys/readKeyStats.ts';
import { useContractRead } from '../keys/useContractRead.ts';
import { parseQuoteAmount, quoteAmountMessage, sellLimitMessage } from './quoteAmount.ts';

/**
 * `supply`: the one the page shows; a trade that changes it reads the quote again. Whether a sale is
 * possible is decided on the supply read with the quote instead, which may be newer.
 * `round`: the page's Refresh count; each press reads the quote again.
 */
type Props = { market: Market; client: PublicClient; subject: Address; supply: bigint; round: number };

/** What buying or selling a number of keys would cost or pay now, fees included, as the contract prices it. */
export function PriceCalculator({ market, client, subject, supply, round }: Props) {
  const id = useId();
  const [input, setInput] = useState('1');
  const amount = parseQuoteAmount(input);
  const question = `${subject}|${amount}`;
  const quote = useContractRead(
    async () => ({
      question,
      quote: amount === null ? null : await readQuote(client, market.deployment.contract, subject, amount),
    }),
    `${question}|${supply}|${round}`,
  );
  const symbol = market.chain.nativeSymbol;
  // The last quote stays on screen while a trade or Refresh reads it again, but never under
  // another number of keys (or another address): that shows '…' until its own quote is read, and
  // '—' if that read failed (the alert below says why), as '…' would say it is still under way.
  const q = quote.data?.question === question ? quote.data.quote : null;
  const none = quote.status === 'failed' ? '—' : '…';
  return (
    <div className="ft-panel" data-testid="ft-calculator">
      <h2>Price of several keys</h2>
      <label htmlFor={id}>Keys</label>{' '}
      <input
        id={id}
        inputMode="numeric"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        aria-invalid={amount === null}
        aria-describedby={amount === null ? `${id}-error` : undefined}
      />
      {/* Polite, and always there: an alert would cut in on each keystroke of a number being typed. */}
      <div aria-live="polite">
        {amount === null && (
          <p id={`${id}-error`} className="ft-error">
            {quoteAmountMessage}
          </p>
        )}
      </div>
      {amount !== null && (
        <dl className="ft-facts">
          <dt>Buying {grouped(amount)} costs</dt>
          <dd data-testid="ft-quote-buy">
            {q && q.buy !== null ? (
              <KeyPrice wei={q.buy} symbol={symbol} />
            ) : (
              <span className="ft-muted">{q ? 'No keys yet: only the address itself can buy the first one.' : none}</span>
            )}
          </dd>
          <dt>Selling {grouped(amount)} pays</dt>
          <dd data-testid="ft-quote-sell">
            {q && q.sell !== null ? (
              <KeyPrice wei={q.sell} symbol={symbol} />
            ) : (
              <span className="ft-muted">{q ? sellLimitMessage(q.supply) : none}</span>
            )}
          </dd>
        </dl>
      )}
      <ReadOutcome market={market} read={quote} done={amount === null ? '' : `Prices of ${countOf(amount, 'key', 'keys')} read.`} />
    </div>
  );
}
