import { countOf, grouped, useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { txnsState } from '../../state/txnsState.ts';
import { PartMessageText } from '../partMessage/PartMessageText.tsx';
import { saidAbove } from '../partMessage/saidAbove.ts';
import { useNow } from '../partMessage/useNow.ts';

const LABELS = {
  off: 'Monitor starting',
  connecting: 'Connecting…',
  live: 'Live over WebSocket',
  polling: 'Polling over HTTP',
  offline: 'Disconnected',
  cancelled: 'Not monitoring: cancelled before the scan began',
} as const;

/**
 * Connected or not, the latest block and how far behind the monitor is: facts set apart by space,
 * not by dots, so a line that wraps on a phone never starts with a separator. Only the connection and
 * its failure are a live region: the block's age ticks every second, which a screen reader would
 * otherwise read out every second.
 */
export function MonitorStatus() {
  const { monitor, holdings, scan } = useSnapshot(txnsState);
  const message = saidAbove(monitor.message, [holdings.message, scan.message]) ? null : monitor.message;
  // Where Try now, in the message, leaves the keyboard once it goes: the node answered, or the
  // message is now the socket's own, which has no try to hurry.
  const said = useFocusIfLost<HTMLSpanElement>(message?.retryAt ?? null);
  const now = useNow();
  const age = monitor.latestBlockTime === null ? null : Math.max(0, Math.round(now / 1000 - monitor.latestBlockTime));
  const lag = monitor.latestBlock !== null && monitor.processedBlock !== null ? monitor.latestBlock - monitor.processedBlock : null;
  const connected = monitor.mode === 'live' || monitor.mode === 'polling';
  return (
    <div className="txns-status" data-testid="txns-monitor" data-mode={monitor.mode}>
      <span className="txns-status-connection">
        <span className={`txns-dot ${connected ? 'txns-dot-on' : 'txns-dot-off'}`} aria-hidden="true" />
        <span role="status" ref={said} tabIndex={-1}>
          <strong>{LABELS[monitor.mode]}</strong>
          {message && (
            <span className="txns-error" data-testid="txns-monitor-error">
              {' '}
              — <PartMessageText message={message} />
            </span>
          )}
        </span>
      </span>
      {monitor.latestBlock !== null && (
        <span data-testid="txns-latest-block">
          Latest block {grouped(monitor.latestBlock)}
          {age !== null && age < 86_400 && ` (${age} s ago)`}
        </span>
      )}
      {/* Unknown while no node answers. */}
      {lag !== null && connected && <span>Lag {countOf(lag < 0n ? 0 : lag, 'block', 'blocks')}</span>}
      <NotificationsPermission />
    </div>
  );
}

const ANSWERS: Partial<Record<NotificationPermission, string>> = {
  granted: 'Browser notifications on',
  denied: 'Browser notifications blocked: allow them in this site’s settings',
};

/**
 * Asks for browser notifications of live transfers. The button goes once answered, so the answer
 * takes its place, and the keyboard's: a prompt refused is otherwise silent.
 */
function NotificationsPermission() {
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  const [asked, setAsked] = useState(false);
  const answer = useFocusIfLost<HTMLSpanElement>(permission);
  if (permission === 'default') {
    const ask = () =>
      void Notification.requestPermission().then((next) => {
        setAsked(true);
        setPermission(next);
      });
    return (
      <button type="button" className="txns-link-button" onClick={ask}>
        Allow browser notifications
      </button>
    );
  }
  return asked ? (
    <span ref={answer} tabIndex={-1} data-testid="txns-notifications-answer">
      {ANSWERS[permission]}
    </span>
  ) : null;
}
