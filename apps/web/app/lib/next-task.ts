/**
 * Resolves in a task of its own: work split across it is two tasks rather than one long one. A
 * message on a channel rather than a timer: no 4 ms clamp, and a test's fake clock does not hold it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
