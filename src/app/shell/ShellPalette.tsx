import { useEffect, useState } from 'react';
import { isPaletteShortcut } from '../../components/shell/paletteShortcut';
import { paletteHotkey, SearchButton } from '../../components/shell/SearchButton';
import { useDeferredModule } from '../../platform/deferredModule';
import { onceAtVisit, useVisitSource } from '../../platform/hydration';
import { useScreenText } from '../../platform/screenText';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

const loadPalette = () => import('../../platform/CommandPaletteHost');

/** Pages are prerendered with the shortcut as most keyboards write it; an Apple device's follows hydration. */
const prerenderedHotkey = () => 'Ctrl+K';
const hotkeySource = onceAtVisit(paletteHotkey, prerenderedHotkey);

/**
 * The search button and the Ctrl+K / Cmd+K shortcut. The palette itself is its own chunk, loaded the
 * first time the member asks for it.
 */
export function ShellPalette() {
  const { t } = useScreenText('common');
  const actors = useShellActors();
  const hotkey = useVisitSource(hotkeySource);
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpenRequests((count) => count + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const Host = useDeferredModule(loadPalette, openRequests > 0)?.CommandPaletteHost;
  return (
    <>
      <SearchButton
        label={t('palette.buttonLabel', { hotkey })}
        onOpen={() => setOpenRequests((count) => count + 1)}
      />
      {Host ? (
        <RadixScope>
          <Host actors={actors} openRequests={openRequests} />
        </RadixScope>
      ) : null}
    </>
  );
}
