// Raw HTTP clients for the servers' tests: requests fetch refuses to send, and clients that never
// finish theirs.
import { connect, type Socket } from "node:net";

/** Sends `text` as-is and resolves with the status code (undefined if none came before the close). */
export function rawStatus(
  port: number,
  text: string,
  timeoutMs = 5000,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      // One answer is enough: a keep-alive connection would otherwise wait for the timeout.
      if (/\r\n\r\n/.test(answer)) socket.end();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]) || undefined);
    });
    socket.write(text);
  });
}

export interface SlowClients {
  /** How many of them the server had closed once `ms` passed (or all were). */
  closedWithin(ms: number): Promise<number>;
  /** How many the server has closed so far. */
  closed(): number;
  destroy(): void;
}

/** `count` clients that connect, send half a request line and headers, and then nothing. */
export async function holdSlowClients(port: number, count: number): Promise<SlowClients> {
  const sockets: Socket[] = [];
  let closed = 0;
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: "127.0.0.1", port }, () => {
            socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
            resolve();
          });
          socket.on("error", () => resolve());
          // Reading (and dropping) what comes is how a close by the server is seen.
          socket.resume();
          socket.on("close", () => {
            closed++;
            resolve();
          });
          sockets.push(socket);
        }),
    ),
  );
  return {
    closed: () => closed,
    closedWithin: async (ms) => {
      const deadline = Date.now() + ms;
      while (closed < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return closed;
    },
    destroy: () => sockets.forEach((socket) => socket.destroy()),
  };
}
