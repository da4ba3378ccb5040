import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface PaymentQrCodeProps {
  /** What the code holds (the payment link). */
  value: string;
  /** Accessible name ("QR code of the payment link"). */
  label: string;
  size?: number;
}

/**
 * A QR code drawn locally (the `uqr` encoder, no network): one SVG path of the dark modules on a white
 * quiet zone, in black on white in both themes so every scanner reads it. Load it lazily: the encoder
 * is only needed on the receive tab.
 */
export default function PaymentQrCode({ value, label, size = 184 }: PaymentQrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      css={styles.svg}
      data-testid="wallet-qr"
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

const styles = {
  svg: (theme: Theme) => ({ borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}` }),
};
