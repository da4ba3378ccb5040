import '@emotion/react';
import type { CardStyles } from './cardStyles';
import type { Role, RoleName } from './themes';
import type { breakpoints, durations, fonts, fontSizes, radii } from './tokens';

declare module '@emotion/react' {
  export interface Theme {
    /** `space(2, 4)` gives `"8px 16px"`: steps on the spacing scale. */
    space: (...steps: number[]) => string;
    radii: typeof radii;
    fonts: typeof fonts;
    fontSizes: typeof fontSizes;
    durations: typeof durations;
    breakpoints: typeof breakpoints;
    mq: { belowMd: string; md: string; lg: string; reducedMotion: string };
    colors: {
      page: string;
      surface: string;
      surfaceSunken: string;
      surfaceRaised: string;
      overlay: string;
      text: string;
      textMuted: string;
      textInverse: string;
      link: string;
      border: string;
      borderStrong: string;
      focus: string;
      brand: string;
      brandText: string;
      brandHover: string;
      accent: string;
      accentHover: string;
      accentText: string;
      header: string;
      headerText: string;
      headerTextMuted: string;
      headerHover: string;
      shadow: string;
    };
    roles: Record<RoleName, Role>;
    /** The card surface, the panel `Card` is and its title row, in the theme's colours. */
    card: CardStyles;
  }
}
