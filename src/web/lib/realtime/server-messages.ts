// customer spec 7 (Notification socket protocol): the socket layer dispatches each server message
// by its type to the handlers that features register; it knows no feature itself. The app
// registers the features' handlers while someone is signed in (app/realtime).
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import type { ClientSocketMessage, ServerSocketMessage } from '../../../contract/notifications';

export type ServerMessageType = ServerSocketMessage['type'];
export type ServerMessage<T extends ServerMessageType> = Extract<ServerSocketMessage, { type: T }>;

/** What a handler may use: the query cache, the socket (to answer) and who is signed in. */
export type ServerMessageContext = {
  client: QueryClient;
  userRole: string;
  send: (message: ClientSocketMessage) => boolean;
};

type Handler<T extends ServerMessageType> = (
  message: ServerMessage<T>,
  context: ServerMessageContext,
) => void;
type OpenHandler = (info: { reconnect: boolean }, context: ServerMessageContext) => void;

// Protocol messages that need no handler: nothing is logged when none is registered.
const QUIET_TYPES: readonly string[] = ['authenticated', 'pong', 'subscribed'];

type AnyHandler = (message: ServerSocketMessage, context: ServerMessageContext) => void;

const handlers = new Map<string, Set<AnyHandler>>();
const openHandlers = new Set<OpenHandler>();

/** Runs `handler` for every server message of this type; returns the unregister function. */
export function onServerMessage<T extends ServerMessageType>(
  type: T,
  handler: Handler<T>,
): () => void {
  const forType = handlers.get(type) ?? new Set<AnyHandler>();
  handlers.set(type, forType);
  // dispatch looks handlers up by type, so a stored handler only ever sees its own type
  const stored: AnyHandler = (message, context) => handler(message as ServerMessage<T>, context);
  forType.add(stored);
  return () => {
    forType.delete(stored);
  };
}

/**
 * Runs `handler` each time the socket opens; `reconnect` is true from the second open on, when
 * whatever happened while disconnected must be fetched again.
 */
export function onSocketOpen(handler: OpenHandler): () => void {
  openHandlers.add(handler);
  return () => {
    openHandlers.delete(handler);
  };
}

/** customer spec 7: hands a parsed message to its handlers; unknown types are only logged. */
export function dispatchServerMessage(message: { type: string }, context: ServerMessageContext) {
  if (message.type === 'error') {
    console.warn(
      'CurtainCall: notification socket error:',
      (message as ServerMessage<'error'>).message,
    );
    return;
  }
  const forType = handlers.get(message.type);
  if (!forType?.size) {
    if (!QUIET_TYPES.includes(message.type))
      console.warn('CurtainCall: ignored socket message of unknown type', message.type);
    return;
  }
  for (const handler of [...forType]) handler(message as ServerSocketMessage, context);
}

export function dispatchSocketOpen(info: { reconnect: boolean }, context: ServerMessageContext) {
  for (const handler of [...openHandlers]) handler(info, context);
}

/**
 * What a live message does to cached reads: they changed on the server, so every matching query
 * is fetched again. TanStack Query joins a first load still in flight instead of fetching anew,
 * and that load may have been read before the change (a kitchen screen opened just as a held
 * order fired would never show it), so such a query is fetched once more after it settles.
 */
export async function refreshChanged(
  client: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  const firstLoads = new Set(
    client
      .getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching'),
  );
  await client.invalidateQueries(filters);
  if (firstLoads.size > 0)
    await client.invalidateQueries({ predicate: (query) => firstLoads.has(query) });
}
