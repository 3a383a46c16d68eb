import * as z from '@coinwatch/shared/zod';
import { webSocket } from 'viem';
import type { LogFilter } from './logFilters.ts';

export type LogSocketHandlers = {
  /** A raw log (unchecked) from a logs subscription. */
  onLog(log: unknown): void;
  /** A raw block header (unchecked) from the newHeads subscription. */
  onHead(head: unknown): void;
  /** The socket closed or failed; called once. */
  onClose(error: unknown): void;
};
export type LogSocket = { close(): void };
export type OpenLogSocket = (filters: readonly LogFilter[], handlers: LogSocketHandlers) => Promise<LogSocket>;

const NotificationSchema = z.object({ result: z.unknown() });

/**
 * A socket that has sent nothing for this long is asked for the block number, and closed when it
 * does not answer (within the transport's 10 s). It can look open and be dead (the machine slept,
 * the network changed), and TCP notices only after minutes, while the status says Live.
 */
const QUIET_SOCKET_MS = 20_000;

/** How long the subscriptions may take to be answered, as the transport gives any request. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

/** The error a socket that stopped answering is closed with. */
export const socketSilent = () => Object.assign(new Error('The WebSocket stopped answering'), { name: 'SocketSilentError' });
/** The error a socket is closed with when the device goes offline. */
export const socketOffline = () => Object.assign(new Error('This device went offline'), { name: 'SocketOfflineError' });

/**
 * eth_subscribe over viem's WebSocket transport: one logs subscription per filter and newHeads.
 * viem's own reconnect is off because it would resubscribe without the backfill of what was
 * missed; the monitor reconnects and backfills itself. Rejects if the socket cannot open.
 */
export function webSocketLogs(url: string): OpenLogSocket {
  return async (filters, handlers) => {
    const transport = webSocket(url, { reconnect: false, keepAlive: { interval: 10_000 }, timeout: 10_000 })({ retryCount: 0 });
    const socket = transport.value;
    if (!socket) throw new Error('viem webSocket transport without a socket');
    let closed = false;
    let heard = Date.now();
    let watch: ReturnType<typeof setInterval> | undefined;
    // A socket looks open for many seconds after the device went offline (until a keep-alive fails),
    // and the status said Live meanwhile: the browser's word ends it at once.
    const goneOffline = () => onError(socketOffline());
    const closeClient = () => {
      clearInterval(watch);
      globalThis.removeEventListener?.('offline', goneOffline);
      void socket.getRpcClient().then(
        (client) => client.close(),
        () => {},
      );
    };
    const onError = (error: unknown) => {
      if (closed) return;
      closed = true;
      // Drop viem's cached client for this URL, or the next connect would get the dead one.
      closeClient();
      handlers.onClose(error);
    };
    const data = (handler: (value: unknown) => void) => (message: unknown) => {
      heard = Date.now();
      const parsed = NotificationSchema.safeParse(message);
      if (parsed.success) handler(parsed.data.result);
    };
    // viem's subscribe has no timeout of its own: a socket that opens and never answers would
    // leave the monitor connecting for good, neither live nor polling.
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.all([
          ...filters.map((filter) => socket.subscribe({ params: ['logs', filter], onData: data(handlers.onLog), onError })),
          socket.subscribe({ params: ['newHeads'], onData: data(handlers.onHead), onError }),
        ]),
        new Promise<never>((_, reject) => {
          giveUp = setTimeout(() => reject(socketSilent()), SUBSCRIBE_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      closed = true;
      closeClient();
      throw error;
    } finally {
      clearTimeout(giveUp);
    }
    // Failed while subscribing (onError has said so): nothing left to watch.
    if (closed) return { close() {} };
    globalThis.addEventListener?.('offline', goneOffline);
    watch = setInterval(() => {
      if (closed || Date.now() - heard < QUIET_SOCKET_MS) return;
      heard = Date.now();
      transport.request({ method: 'eth_blockNumber' }).then(
        () => {
          heard = Date.now();
        },
        () => onError(socketSilent()),
      );
    }, QUIET_SOCKET_MS / 4);
    return {
      close() {
        closed = true;
        closeClient();
      },
    };
  };
}
