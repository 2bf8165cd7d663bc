import { request } from 'node:http';

// A client in the middle of a request: the headers and as much of the body as
// the test says, then nothing until the test says more. A kill, a cut or a
// reset lands exactly where the test wants it, with no guess about time.

export interface Answer {
  readonly status: number;
  readonly body: string;
}

export interface HeldRequest {
  /** Sends more of the body; resolves once Node has handed it to the socket. */
  send(bytes: Buffer): Promise<void>;
  /** Ends the body (after `bytes`, if given). */
  end(bytes?: Buffer): void;
  /** Drops the connection with a TCP reset (RST), as a client that crashed. */
  reset(): void;
  /** The answer, or the error the connection ended with (a killed server, a reset); never rejects. */
  readonly answer: Promise<Answer | Error>;
}

export function holdRequest(origin: string, options: { readonly method: 'POST' | 'PUT' | 'GET'; readonly path: string; readonly headers: Record<string, string> }): HeldRequest {
  const outgoing = request(new URL(options.path, origin), { method: options.method, headers: options.headers });
  const answer = new Promise<Answer | Error>((resolve) => {
    outgoing.on('error', resolve);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('error', resolve);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  outgoing.flushHeaders();
  return {
    send: (bytes) => new Promise((resolve) => outgoing.write(bytes, () => resolve())),
    end: (bytes) => (bytes ? outgoing.end(bytes) : outgoing.end()),
    reset: () => {
      const socket = outgoing.socket;
      if (socket) socket.resetAndDestroy();
      else outgoing.destroy();
    },
    answer,
  };
}
