/**
 * The day the sample data is written around (`YYYY-MM-DD`). The app moves every sample date by as
 * many days as today is past it (src/data/sampleWorld.ts); the unit tests and Storybook pin today to it.
 */
export const worldAnchorDay = '2026-11-22';
