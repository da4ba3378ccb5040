/**
 * The two layers of the theme: primitive ramps from `tokens.ts`, then the semantic
 * colours and status roles. The theme names custom properties; each swatch is painted through its
 * property and lists the value the scheme gives it. Switch light and dark with the toolbar.
 */
import { useTheme, type Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { colorVariable, roleVariable, schemeColors, type RoleName } from '../../src/theme/themes';
import { palette, space } from '../../src/theme/tokens';
import { useColorScheme } from '../support/colorSchemeContext';

const roleNames = Object.keys({
  success: true,
  warning: true,
  danger: true,
  info: true,
  pending: true,
  active: true,
} satisfies Record<RoleName, true>) as RoleName[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={styles.section}>
      <h2 css={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** `paint` is what the chip is painted with; `value` what it resolves to. */
function Swatch({
  name,
  value,
  paint = value,
  property,
}: {
  name: string;
  value: string;
  paint?: string;
  property?: string;
}) {
  return (
    <li css={styles.swatch}>
      <span css={styles.chip} style={{ background: paint }} aria-hidden="true" />
      <code>{name}</code>
      {property ? <code css={styles.value}>{property}</code> : null}
      <span css={styles.value}>{value}</span>
    </li>
  );
}

function Colors() {
  const theme = useTheme();
  const scheme = useColorScheme();
  const { shadow, ...values } = schemeColors[scheme].colors;
  return (
    <Section title={`Colours · ${scheme}`}>
      <ul css={styles.grid}>
        {(Object.keys(values) as (keyof typeof values)[]).map((name) => (
          <Swatch
            key={name}
            name={name}
            value={values[name]}
            paint={theme.colors[name]}
            property={colorVariable(name)}
          />
        ))}
        <li css={styles.swatch}>
          <span
            css={styles.chip}
            style={{ background: theme.colors.surfaceRaised, boxShadow: theme.colors.shadow }}
            aria-hidden="true"
          />
          <code>shadow</code>
          <code css={styles.value}>{colorVariable('shadow')}</code>
          <span css={styles.value}>{shadow}</span>
        </li>
      </ul>
    </Section>
  );
}

function Roles() {
  const theme = useTheme();
  const scheme = useColorScheme();
  return (
    <Section title={`Status roles · ${scheme}`}>
      <ul css={styles.grid}>
        {roleNames.map((name) => {
          const role = theme.roles[name];
          return (
            <li
              key={name}
              css={styles.role}
              style={{ background: role.background, borderColor: role.outline, color: role.text }}
            >
              <span css={styles.roleHeader}>
                <span css={styles.dot} style={{ background: role.fill }} aria-hidden="true" />
                <strong>{name}</strong>
              </span>
              <span css={styles.roleValues}>
                {(['text', 'background', 'outline', 'fill'] as const).map((part) => (
                  <span key={part} title={roleVariable(name, part)}>
                    {part} {schemeColors[scheme].roles[name][part]}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Palette() {
  return (
    <Section title="Primitive ramps (tokens.ts)">
      {Object.entries(palette).map(([ramp, steps]) => (
        <div key={ramp} css={styles.ramp}>
          <h3 css={styles.rampTitle}>{ramp}</h3>
          <ul css={styles.grid}>
            {Object.entries(steps).map(([step, value]) => (
              <Swatch key={step} name={`${ramp}.${step}`} value={value} />
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

function ScaleTables() {
  const theme = useTheme();
  return (
    <>
      <Section title="Space">
        <ul css={styles.list}>
          {space.map((px, step) => (
            <li key={step} css={styles.scaleRow}>
              <code>space({step})</code>
              <span css={styles.bar} style={{ inlineSize: px }} aria-hidden="true" />
              <span>{px}px</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Radii">
        <ul css={styles.grid}>
          {Object.entries(theme.radii).map(([name, px]) => (
            <li key={name} css={styles.swatch}>
              <span
                css={styles.chip}
                style={{ borderRadius: px, background: theme.colors.brand }}
                aria-hidden="true"
              />
              <code>{name}</code>
              <span css={styles.value}>{px}px</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type sizes">
        <ul css={styles.list}>
          {Object.entries(theme.fontSizes).map(([name, px]) => (
            <li key={name} css={styles.scaleRow}>
              <code>{name}</code>
              <span style={{ fontSize: px, lineHeight: 1.2 }}>Silk Road Trade {px}px</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Breakpoints">
        <ul css={styles.list}>
          {Object.entries(theme.breakpoints).map(([name, px]) => (
            <li key={name} css={styles.scaleRow}>
              <code>{name}</code>
              <span>{px}px</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Durations">
        <ul css={styles.list}>
          {Object.entries(theme.durations).map(([name, ms]) => (
            <li key={name} css={styles.scaleRow}>
              <code>{name}</code>
              <span>{ms} ms</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

const meta = {
  title: 'Foundations/Theme',
  // Its page is written by hand: Theme.mdx, "Tokens and roles".
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColors: Story = { render: () => <Colors /> };

// Pinned to dark so the test-runner checks the dark colours too, and the docs page shows both schemes.
export const SemanticColorsDark: Story = { render: () => <Colors />, globals: { theme: 'dark' } };

export const StatusRoles: Story = { render: () => <Roles /> };

// Pinned to dark so the test-runner checks the contrast of the dark roles too (the toolbar default is light).
export const StatusRolesDark: Story = { render: () => <Roles />, globals: { theme: 'dark' } };

export const PrimitiveRamps: Story = { render: () => <Palette /> };

export const Scales: Story = { render: () => <ScaleTables /> };

const styles = {
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), marginBlockEnd: theme.space(7) }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.xl }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  list: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  swatch: (theme: Theme) => ({ display: 'grid', gap: 4, fontSize: theme.fontSizes.xs }),
  chip: (theme: Theme) => ({
    display: 'block',
    blockSize: 56,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
  }),
  value: (theme: Theme) => ({ color: theme.colors.textMuted, fontFamily: theme.fonts.mono }),
  role: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    borderWidth: 1,
    borderStyle: 'solid',
    fontSize: theme.fontSizes.sm,
  }),
  roleHeader: { display: 'inline-flex', alignItems: 'center', gap: 8 },
  roleValues: (theme: Theme) => ({
    display: 'grid',
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
  }),
  dot: { inlineSize: 12, blockSize: 12, borderRadius: '50%' },
  ramp: (theme: Theme) => ({ display: 'grid', gap: theme.space(2) }),
  rampTitle: (theme: Theme) => ({ fontSize: theme.fontSizes.md, textTransform: 'capitalize' as const }),
  scaleRow: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '120px auto 1fr',
    alignItems: 'center',
    gap: theme.space(3),
    fontSize: theme.fontSizes.sm,
  }),
  bar: (theme: Theme) => ({
    display: 'block',
    blockSize: 12,
    background: theme.colors.brand,
    borderRadius: 2,
  }),
};
