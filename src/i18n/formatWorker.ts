/**
 * A worker that makes the formatters it is sent (keys of `makeFormats`) and answers when done. Intl's
 * locale data is loaded once for the whole browser process, so the page that makes the same formatters
 * next finds it loaded (`warmUpFormats`).
 */
import { makeFormats } from './format';

/** The worker's global scope, as far as this worker uses it. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage: (message: null) => void;
};

scope.onmessage = (event) => {
  if (Array.isArray(event.data)) makeFormats(event.data.filter((key) => typeof key === 'string'));
  scope.postMessage(null);
};
