import type { Interpolation, Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../primitives/Button';

export interface HomeAction {
  label: string;
  to: string;
}

type Style = Interpolation<Theme>;

export interface PitchSectionProps {
  /** Id of the heading the section is labelled by (unique on the page). */
  headingId: string;
  heading: string;
  body: string;
  primaryAction: HomeAction;
  secondaryAction: HomeAction;
  /** The button variants of the primary and the secondary action. */
  variants: readonly [ButtonVariant, ButtonVariant];
  /** How the section, its heading, its text and its row of actions look. */
  look: { section: Style; heading: Style; body: Style; actions: Style };
  /** What follows the actions (the hero's selling points). */
  children?: ReactNode;
}

/** A landing-page pitch: a heading, a short text and the two ways on, as links. */
export function PitchSection({
  headingId,
  heading,
  body,
  primaryAction,
  secondaryAction,
  variants: [primaryVariant, secondaryVariant],
  look,
  children,
}: PitchSectionProps) {
  return (
    <section css={look.section} aria-labelledby={headingId} data-state="ready">
      <h2 id={headingId} css={look.heading}>
        {heading}
      </h2>
      <p css={look.body}>{body}</p>
      <div css={look.actions}>
        <ButtonLink to={primaryAction.to} variant={primaryVariant}>
          {primaryAction.label}
        </ButtonLink>
        <ButtonLink to={secondaryAction.to} variant={secondaryVariant}>
          {secondaryAction.label}
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}
