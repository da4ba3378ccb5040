/**
 * Resolves in a task of its own, so that the work before and after it are two tasks: on a slow phone
 * neither blocks the page for long. A message, not a timer: a test's paused clock does not hold it back.
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
