// @vitest-environment node
/**
 * The architecture page's data: five layers of four components, the six
 * data-flow steps, the four Security & Compliance items, and the `?layer=` parser with bad input.
 */
import { describe, expect, it } from 'vitest';
import {
  architectureLayerIds,
  architectureLayers,
  dataFlowStepIds,
  defaultArchitectureLayer,
  parseArchitectureLayer,
  repositoryLayout,
  securityItems,
  techStack,
} from '../../src/data/architecture';
import { supportedLanguages } from '../../src/i18n/language';
import { resources } from '../support/i18n';

type Strings = Record<string, unknown>;
const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Strings | undefined)?.[key], tree);
const en = (path: string) => lookup(resources.en?.architecture, path);

describe('architecture data', () => {
  it('has the exact title', () => {
    expect(en('title')).toBe('Silk Road Trade Platform Architecture');
  });

  it('has the five layer tabs of the spec, in order', () => {
    expect(architectureLayerIds.map((id) => en(`layers.${id}.label`))).toEqual([
      'User Channels',
      'Core Microservices',
      'Blockchain Network',
      'Data & AI Layer',
      'Cloud Infrastructure',
    ]);
  });

  it.each(architectureLayers.map((layer) => [layer.id, layer] as const))(
    '%s lists four components, each with a name, description and technology line in every language',
    (_id, layer) => {
      expect(layer.components).toHaveLength(4);
      for (const language of supportedLanguages) {
        for (const component of layer.components) {
          for (const part of ['name', 'description', 'technology']) {
            const text = lookup(resources[language]?.architecture, `components.${component}.${part}`);
            expect(
              typeof text === 'string' && text.trim().length > 0,
              `${language} ${component}.${part}`,
            ).toBe(true);
          }
        }
      }
    },
  );

  it('names each component once across the layers', () => {
    const all = architectureLayers.flatMap((layer) => [...layer.components]);
    expect(new Set(all).size).toBe(20);
  });

  it('has the six data-flow steps of the spec, in order', () => {
    expect(dataFlowStepIds.map((id) => en(`flow.steps.${id}.title`))).toEqual([
      'User Request',
      'AI Processing',
      'Valuation',
      'Smart Contract',
      'Execution',
      'Settlement',
    ]);
  });

  it('has the four Security & Compliance items; data sovereignty names China and Frankfurt under GDPR', () => {
    expect(securityItems.map((item) => item.id)).toEqual([
      'dataSovereignty',
      'quantumCryptography',
      'sanctionScreening',
      'attackMitigation',
    ]);
    const details = securityItems[0].details.map((id) => en(`security.details.${id}`));
    expect(details[0]).toMatch(/China.*one cloud region/);
    expect(details[1]).toMatch(/Frankfurt.*GDPR/);
  });

  it('mentions gRPC services and Hyperledger in the stack and the layers', () => {
    const stack = techStack.flatMap((group) => group.items.map((id) => en(`stack.items.${id}`)));
    expect(stack).toEqual(expect.arrayContaining(['gRPC', 'Hyperledger Fabric']));
    expect(en('components.valuationService.technology')).toMatch(/gRPC/);
  });

  it('lists repository folders with distinct literal paths', () => {
    expect(new Set(repositoryLayout.map((entry) => entry.path)).size).toBe(repositoryLayout.length);
  });
});

describe('parseArchitectureLayer (the ?layer= search parameter)', () => {
  it.each(architectureLayerIds.map((id) => [id, id]))('"%s" selects %s', (value, expected) => {
    expect(parseArchitectureLayer(value)).toBe(expected);
  });

  it.each([
    ['  dataAi  ', 'dataAi'],
    ['DATAAI', 'dataAi'],
    ['cloudinfrastructure', 'cloudInfrastructure'],
  ])('forgives case and spaces: "%s" selects %s', (value, expected) => {
    expect(parseArchitectureLayer(value)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '   '],
    ['unknown', 'mainframe'],
    ['regex characters', '.*'],
    ['regex group', '(dataAi|x)'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['a URL', 'https://example.com/?layer=dataAi'],
    ['prototype key', '__proto__'],
    ['inherited key', 'toString'],
    ['NaN', 'NaN'],
    ['very long', 'dataAi'.repeat(10_000)],
  ])('falls back to the first layer for %s input', (_name, value) => {
    expect(parseArchitectureLayer(value)).toBe(defaultArchitectureLayer);
    expect(defaultArchitectureLayer).toBe('userChannels');
  });
});
