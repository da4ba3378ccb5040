import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface SearchButtonProps {
  /** The accessible name, with the shortcut ("Search screens, items and actions (Ctrl+K)"). */
  label: string;
  onOpen: () => void;
}

/** The header's search button: icon only, so it fits the 390 px header beside the other controls. */
export function SearchButton({ label, onOpen }: SearchButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={label}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onOpen}
      {...captureKey('search')}
    >
      <CoreIcon name="search" />
    </Button>
  );
}

/** How the shortcut is written on this device. */
export function paletteHotkey(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl+K';
}
