import { useState } from 'react';

/**
 * Which items joined the list after it first showed: only those animate in, so opening a list with
 * thirty items does not set thirty of them moving.
 */
export function useJoined(ids: readonly string[]) {
  const [firstIds] = useState(() => new Set(ids));
  return (id: string) => !firstIds.has(id);
}
