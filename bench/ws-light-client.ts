// A WebSocket client light enough that thousands of them in one process measure the server, not
// themselves: raw TCP sockets reading into one shared buffer (no stream per socket, no allocation per
// read), frames parsed in place, only the `"at":` of each event read (no JSON.parse, no string per
// message). Speaks just what the push benches need: the upgrade, unmasked server text and ping
// frames, and masked (all-zero key) text and pong frames from the client.
import net from 'node:net';

const SHARED = Buffer.allocUnsafe(256 * 1024);
const AT = Buffer.from('"at":');
const OP = Buffer.from('{"op"');
const RESYNC = Buffer.from('{"op":"resync"');
const BATCH = Buffer.from('{"op":"batch"');

export interface LightClientHandlers {
  /** The upgrade was answered with 101. */
  onOpen(socket: LightSocket): void;
  /** A control message (`{"op"…`); `resync` tells whether it is a subscription's answer. */
  onControl?(socket: LightSocket, resync: boolean): void;
  /** An event (a message with an `at`, alone or in a batch frame), read `receivedAt` (one clock read per socket read). */
  onEvent(at: number, receivedAt: number): void;
  onError(err: Error): void;
}

export interface LightSocket {
  sendText(text: string): void;
  destroy(): void;
}

/** A client frame: masked, as RFC 6455 requires, with the all-zero key (so the payload is as is). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length >= 126) throw new Error('light client frames are short');
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  payload.copy(frame, 6);
  return frame;
}

/** Reads the integer that starts at `buf[i]` (up to `end`). */
function numberAt(buf: Buffer, i: number, end: number): number {
  let n = 0;
  for (; i < end; i++) {
    const d = buf[i] ?? 0;
    if (d < 48 || d > 57) break;
    n = n * 10 + (d - 48);
  }
  return n;
}

const startsWith = (buf: Buffer, at: number, end: number, prefix: Buffer) =>
  end - at >= prefix.length && buf.compare(prefix, 0, prefix.length, at, at + prefix.length) === 0;

/** Opens one client socket to ws://host:port`path`. */
export function lightClient(host: string, port: number, path: string, h: LightClientHandlers): LightSocket {
  let open = false;
  /** The unparsed tail of the last read (a frame cut across reads), copied out of the shared buffer. */
  let rest: Buffer | null = null;

  const frames = (buf: Buffer, start: number, end: number, now: number): number => {
    let at = start;
    while (end - at >= 2) {
      const opcode = (buf[at] ?? 0) & 0x0f;
      let len = (buf[at + 1] ?? 0) & 0x7f;
      let head = 2;
      if (len === 126) {
        if (end - at < 4) break;
        len = buf.readUInt16BE(at + 2);
        head = 4;
      } else if (len === 127) {
        if (end - at < 10) break;
        len = Number(buf.readBigUInt64BE(at + 2));
        head = 10;
      }
      if (end - at < head + len) break;
      const p = at + head;
      at = p + len;
      if (opcode === 0x9) socket.write(clientFrame(0xa, Buffer.from(buf.subarray(p, at))));
      else if (opcode !== 0x1) continue;
      else if (startsWith(buf, p, at, OP) && !startsWith(buf, p, at, BATCH)) h.onControl?.(api, startsWith(buf, p, at, RESYNC));
      else {
        // An event alone, or a tick's chat lines in one batch frame: an event per `"at":`, searched
        // in the frame only (not in the stale rest of the shared buffer).
        const frame = buf.subarray(p, at);
        for (let i = frame.indexOf(AT); i >= 0; i = frame.indexOf(AT, i + AT.length))
          h.onEvent(numberAt(frame, i + AT.length, frame.length), now);
      }
    }
    return at;
  };

  /** Reads `n` bytes that arrived in SHARED; true: keep reading. */
  const read = (n: number): boolean => {
    const now = Date.now();
    let buf = SHARED;
    let end = n;
    if (rest) {
      buf = Buffer.concat([rest, SHARED.subarray(0, n)]);
      end = buf.length;
      rest = null;
    }
    let at = 0;
    if (!open) {
      const head = buf.indexOf('\r\n\r\n');
      if (head < 0 || head >= end) {
        rest = Buffer.from(buf.subarray(0, end));
        return true;
      }
      if (!buf.subarray(0, 12).toString().startsWith('HTTP/1.1 101')) {
        h.onError(new Error(`upgrade refused: ${buf.subarray(0, Math.min(end, 200)).toString()}`));
        socket.destroy();
        return false;
      }
      open = true;
      at = head + 4;
      h.onOpen(api);
    }
    const done = frames(buf, at, end, now);
    if (done < end) rest = Buffer.from(buf.subarray(done, end));
    return true;
  };

  const socket = net.connect({ host, port, onread: { buffer: SHARED, callback: read } });
  const api: LightSocket = {
    sendText: (text) => void socket.write(clientFrame(0x1, Buffer.from(text))),
    destroy: () => void socket.destroy(),
  };
  socket.on('error', (err) => h.onError(err));
  socket.once('connect', () =>
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    ),
  );
  return api;
}
