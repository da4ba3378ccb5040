/**
 * Code or strings the app needed could not be fetched (the network dropped, or a deploy replaced
 * the files): a screen, a part of one (a tab, a dialog) or a screen's translations. The route's error
 * panel shows it with Retry, which reloads the page: only a fresh load can fetch them again.
 */
export class ScreenLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The ${what} could not be loaded`, { cause });
    this.name = 'ScreenLoadError';
  }
}
