// @vitest-environment node
/** The landing page's data: the six features and where the four links lead. */
import { describe, expect, it } from 'vitest';
import { homeFeatureIds, homeHeroPoints, homeLinks } from '../../src/data/home';
import { resources } from '../support/i18n';

const english = resources.en?.home as {
  title: string;
  hero: Record<string, string | Record<string, string>>;
  features: Record<string, { title: string }>;
  cta: Record<string, string>;
};

describe('home', () => {
  it('has the six feature cards of the spec, in its order', () => {
    expect(homeFeatureIds).toEqual([
      'aiMatching',
      'blockchainSecurity',
      'sdrcValuation',
      'globalNetwork',
      'smartLogistics',
      'analyticsSuite',
    ]);
    expect(homeFeatureIds.map((id) => english.features[id]?.title)).toEqual([
      'AI Matching',
      'Blockchain Security',
      'SDRC Valuation',
      'Global Network',
      'Smart Logistics',
      'Analytics Suite',
    ]);
  });

  it.each([
    ['launchDashboard', 'Launch Dashboard', english.hero, '/dashboard'],
    ['exploreProducts', 'Explore Products', english.hero, '/explorer'],
    ['startTrading', 'Start Trading', english.cta, '/dashboard'],
    ['viewArchitecture', 'View Architecture', english.cta, '/architecture'],
  ] as const)('%s reads "%s" and leads to its route', (id, label, strings, path) => {
    expect(strings[id]).toBe(label);
    expect(homeLinks[id]).toBe(path);
  });

  it('lists three selling points under the hero, each translated', () => {
    expect(homeHeroPoints).toHaveLength(3);
    const points = english.hero.points as unknown as Record<string, string>;
    for (const id of homeHeroPoints) expect(points[id]?.trim()).toBeTruthy();
  });
});
