/**
 * Hides content on screen and keeps it for assistive technology: headings the layout implies, live
 * announcements, a chart's data table. `css={visuallyHidden}`.
 */
export const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
  border: 0,
};
