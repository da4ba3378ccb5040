/**
 * The one copy-to-clipboard action of the app: `useCopyToClipboard` runs the copy-indicator machine
 * with the browser's clipboard injected, toasts each successful copy and writes a failure to the
 * console (a failed copy shows nothing else). Every copy button uses it.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { copyIndicatorMachine, selectIsCopied, type WriteText } from '../machines/copyIndicator.machine';
import { useAppActorRef } from './actors';
import { useToast } from './shellContext';

/** The browser's clipboard write; where a page has no clipboard (not a secure context) it fails. */
const writeClipboardText: WriteText = (text) => {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  return clipboard ? clipboard.writeText(text) : Promise.reject(new Error('Clipboard unavailable'));
};

export interface CopyMessages {
  /** The toast after a successful copy, already translated ("Address copied to clipboard!"). */
  copied: string;
  /** The console line of a failure ("Failed to copy address"). */
  failed: string;
}

export interface CopyAction {
  copy: (text: string) => void;
  /** The "Copied" indicator is on. */
  copied: boolean;
}

export function useCopyToClipboard(
  { copied: copiedToast, failed }: CopyMessages,
  writeText: WriteText = writeClipboardText,
): CopyAction {
  const toast = useToast();
  const actor = useAppActorRef(copyIndicatorMachine, { input: { writeText } });
  const copied = useSelector(actor, selectIsCopied);
  useEffect(() => {
    const succeeded = actor.on('copy.succeeded', () => toast({ tone: 'success', title: copiedToast }));
    const failure = actor.on('copy.failed', ({ error }) => console.error(failed, error));
    return () => {
      succeeded.unsubscribe();
      failure.unsubscribe();
    };
  }, [actor, toast, copiedToast, failed]);
  const copy = useCallback((text: string) => actor.send({ type: 'user.copy', text }), [actor]);
  return { copy, copied };
}
