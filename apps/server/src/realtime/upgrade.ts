import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { SocketUser } from './hub-types';

/**
 * The upgrade's HTTP response of each request on its way to a WebSocket: recorded by the route's
 * last hook before the handler (which is given the request but not the reply), taken by
 * releaseUpgrade.
 */
export const upgradeResponses = new WeakMap<FastifyRequest, ServerResponse>();

const anonymous: SocketUser = () => Promise.resolve(null);

/**
 * Who a socket's `say` is sent as: the upgrade request carries the HttpOnly auth cookie (or an
 * access-token header), looked up on the first `say`, once. Without a token there is nobody to
 * look up and the socket keeps nothing of its request.
 */
export function socketUser(req: FastifyRequest, token: string | null): SocketUser {
  if (!token) return anonymous;
  let lookup: Promise<number | null> | undefined;
  return () =>
    (lookup ??= req.currentUser().then(
      (u) => (u ? Number(u.id) : null),
      () => null,
    ));
}

/**
 * Lets an upgraded socket forget its HTTP exchange. Left alone, an idle socket keeps it for as long
 * as it is open (about half of what it cost): the upgrade's response stays attached to the TCP
 * socket (and holds the request, its headers and the reply's security headers), and
 * @fastify/websocket's error listener closes over the request and the reply. The response is
 * detached (it was hijacked: nothing is ever written to it) and the error listener replaced by
 * `onError`, one function shared by every socket.
 */
export function releaseUpgrade(socket: WebSocket, req: FastifyRequest, onError: (this: WebSocket, err: Error) => void) {
  const res = upgradeResponses.get(req);
  upgradeResponses.delete(req);
  if (res?.socket) res.detachSocket(res.socket);
  socket.removeAllListeners('error');
  socket.on('error', onError);
}
