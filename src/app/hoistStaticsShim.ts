/**
 * Stands in for `hoist-non-react-statics` (aliased in vite.config.ts). Emotion imports it only for
 * `withTheme`, a higher-order component this app never uses (components read the theme with
 * `useTheme` or the `css` prop), yet as a CommonJS module it and `react-is` would ride along in every
 * first paint. Statics are not copied: there is no wrapped component to copy them to.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
