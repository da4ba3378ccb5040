/** A screen's code (or its strings) could not be loaded: only a reload can fetch it again. */
export class ScreenLoadError extends Error {
  constructor(screen: string, cause: unknown) {
    super(`The ${screen} screen could not be loaded`, { cause });
    this.name = 'ScreenLoadError';
  }
}
