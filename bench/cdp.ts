/**
 * A DevTools protocol connection with nothing of its own: it sends the
 * commands it is given and hands on the events, over the browser's WebSocket
 * (Node's own). Playwright and Puppeteer enable the `Runtime` domain on every
 * page they attach to, and with it V8 parses React DOM a second time on the
 * page's main thread (docs/decisions/068 and 076): the CPU benchmark must not
 * count that, so it speaks to the browser through this instead.
 */

type Params = Record<string, unknown>;
// The protocol's results and events vary by method; their readers cast them.
type Message = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Cdp {
  /** Sends `method` to the browser, or with `sessionId` to one attached target. */
  send(method: string, params?: Params, sessionId?: string): Promise<Message>;
  /** Calls `listener` with each event's params (and its session) until the returned function is called. */
  on(method: string, listener: (params: Message, sessionId?: string) => void): () => void;
  /** The params of the next `method` event for which `accept` holds. */
  next(method: string, accept?: (params: Message, sessionId?: string) => boolean): Promise<Message>;
  close(): void;
}

/** Connects to a browser started with `--remote-debugging-port=port`. */
export async function connectCdp(port: number): Promise<Cdp> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(params: Message, sessionId?: string) => void>>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (typeof message.id === "number") {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${message.error.message} (${message.id})`));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    for (const listener of listeners.get(message.method) ?? [])
      listener(message.params ?? {}, message.sessionId);
  });
  socket.addEventListener("close", () => {
    for (const { reject } of pending.values())
      reject(new Error("the browser closed the connection"));
    pending.clear();
  });
  const on: Cdp["on"] = (method, listener) => {
    const set = listeners.get(method) ?? new Set();
    set.add(listener);
    listeners.set(method, set);
    return () => set.delete(listener);
  };
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    on,
    next: (method, accept = () => true) =>
      new Promise((resolve) => {
        const off = on(method, (params, sessionId) => {
          if (!accept(params, sessionId)) return;
          off();
          resolve(params);
        });
      }),
    close: () => socket.close(),
  };
}
