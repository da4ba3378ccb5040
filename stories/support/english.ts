/**
 * English strings for story `args`, from the same files and i18n set-up the app uses. They give the
 * args their types and the Controls panel something real to show; each shell story's render replaces
 * them with the strings of the language picked in the toolbar.
 */
import { loadStoryStrings } from './storyI18n';

// Top-level await: the files are fetched like the app fetches them (public/ cannot be imported).
export const en = (await loadStoryStrings('en')).t;
