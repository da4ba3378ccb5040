/**
 * The balance card's copy of the wallet address: the app's copy action (copy-indicator machine and
 * clipboard) with its indicator handed up to the card. Loaded right after the first paint (the card
 * paints without it); a copy asked for before it arrived runs as soon as it has.
 */
import { useEffect } from 'react';
import { useCopyToClipboard, type CopyMessages } from '../../platform/clipboard';

export interface AddressCopyProps {
  /** The latest copy asked for (a new object for each click), or null before the first. */
  request: { text: string } | null;
  messages: CopyMessages;
  onCopiedChange: (copied: boolean) => void;
}

export function AddressCopy({ request, messages, onCopiedChange }: AddressCopyProps) {
  const { copy, copied } = useCopyToClipboard(messages);
  useEffect(() => {
    if (request) copy(request.text);
  }, [request, copy]);
  useEffect(() => onCopiedChange(copied), [copied, onCopiedChange]);
  return null;
}
