// What a Node process really holds: its JavaScript heap after a full garbage collection plus the
// memory outside it (Buffers), asked over the inspector. Resident memory alone says little about
// holding a file, since V8 collects old garbage when it chooses (the same census upload grew the
// server by 3 MB in one run and 66 MB in the next).
import WebSocket from 'ws';

/** The `--inspect` flag a process needs so that `liveMemoryProbe` can ask it. */
export const inspectFlag = (port) => `--inspect=127.0.0.1:${port}`;

/**
 * Connects to the process listening for the inspector on `port`; `sample()` collects its garbage and
 * answers its live bytes (heap used + external). `close()` lets the process go.
 */
export async function liveMemoryProbe(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    async sample() {
      await send('HeapProfiler.collectGarbage');
      const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
      const usage = JSON.parse(result.value);
      return usage.heapUsed + usage.external;
    },
    close: () => socket.close(),
  };
}
