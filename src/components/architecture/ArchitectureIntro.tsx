import type { Theme } from '@emotion/react';
import type { Ref } from 'react';
import { Button } from '../primitives/Button';
import { ArchitectureIcon } from './ArchitectureIcon';

export interface ArchitectureIntroProps {
  body: string;
  repositoryLabel: string;
  /** Opens the repository overview (the source is private; there is nowhere to link to). */
  onViewRepository: () => void;
  /** The button, so the repository overview can give focus back to it when it closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The opening line of the architecture page with the View on GitHub action at its inline end. */
export function ArchitectureIntro({
  body,
  repositoryLabel,
  onViewRepository,
  buttonRef,
}: ArchitectureIntroProps) {
  return (
    <div css={styles.row}>
      <p css={styles.body}>{body}</p>
      <Button
        ref={buttonRef}
        type="button"
        variant="secondary"
        onClick={onViewRepository}
        aria-haspopup="dialog"
      >
        <ArchitectureIcon name="code" size={18} />
        {repositoryLabel}
      </Button>
    </div>
  );
}

const styles = {
  row: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(4),
  }),
  body: (theme: Theme) => ({
    flex: '1 1 420px',
    maxWidth: 820,
    color: theme.colors.textMuted,
    lineHeight: 1.6,
    overflowWrap: 'anywhere' as const,
  }),
};
