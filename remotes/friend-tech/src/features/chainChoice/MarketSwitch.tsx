import type { MarketChoice } from './useMarket.ts';

/** The chains friend.tech is on, as a toggle group; the chosen one is pressed. */
export function MarketSwitch({ choice }: { choice: MarketChoice }) {
  return (
    <fieldset className="ft-switch">
      <legend className="ft-visually-hidden">Chain</legend>
      {choice.markets.map(({ chain }) => (
        <button key={chain.id} type="button" aria-pressed={choice.market?.chain.id === chain.id} onClick={() => choice.choose(chain.id)}>
          {chain.name}
        </button>
      ))}
    </fieldset>
  );
}
