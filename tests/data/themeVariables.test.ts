// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemeAttribute } from '../../src/theme/colorScheme';
import {
  colorVariable,
  roleVariable,
  schemeColors,
  schemeStyles,
  theme,
  type Role,
  type RoleName,
} from '../../src/theme/themes';

type Rule = Record<string, string>;
const light = schemeStyles[':root'] as Rule;
const dark = schemeStyles[`:root[${schemeAttribute}="dark"]`] as Rule;
const systemDark = (schemeStyles['@media (prefers-color-scheme: dark)'] as Record<string, Rule>)[
  `:root:not([${schemeAttribute}="light"])`
];

/** Every colour the theme names, with the custom property it should name. */
const named: [value: string, property: string][] = [
  ...Object.entries(theme.colors).map(([name, value]): [string, string] => [
    value,
    colorVariable(name as keyof typeof theme.colors),
  ]),
  ...(Object.keys(theme.roles) as RoleName[]).flatMap((role) =>
    (Object.keys(theme.roles[role]) as (keyof Role)[]).map((part): [string, string] => [
      theme.roles[role][part],
      roleVariable(role, part),
    ]),
  ),
];

describe('theme colours as custom properties', () => {
  it('names a custom property for every colour and role part, never a value', () => {
    expect(named).toHaveLength(23 + 6 * 4);
    for (const [value, property] of named) expect(value).toBe(`var(${property})`);
    expect(theme.colors.textMuted).toBe('var(--srt-text-muted)');
    expect(theme.roles.success.fill).toBe('var(--srt-success-fill)');
  });

  it('sets every property in both schemes, with the values of the scheme maps', () => {
    for (const [, property] of named) {
      expect(light, property).toHaveProperty([property]);
      expect(dark, property).toHaveProperty([property]);
    }
    expect(light[colorVariable('page')]).toBe(schemeColors.light.colors.page);
    expect(dark[colorVariable('page')]).toBe(schemeColors.dark.colors.page);
    expect(dark[roleVariable('danger', 'text')]).toBe(schemeColors.dark.roles.danger.text);
    expect(Object.keys(dark)).toEqual(Object.keys(light));
  });

  it('light on the root, dark when pinned, dark with the system unless light is pinned', () => {
    expect(light.colorScheme).toBe('light');
    expect(dark.colorScheme).toBe('dark');
    expect(systemDark).toEqual(dark);
  });

  it('index.html paints the page colour of each scheme before the app arrives', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`--srt-page: ${schemeColors.light.colors.page};`);
    expect(html).toContain(`--srt-page: ${schemeColors.dark.colors.page};`);
  });
});
