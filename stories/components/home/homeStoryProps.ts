/** Props of the landing-page components in the toolbar's language, mapped as HomeScreen maps them. */
import type { TFunction } from 'i18next';
import type { CallToActionProps } from '../../../src/components/home/CallToAction';
import type { FeatureGridProps } from '../../../src/components/home/FeatureGrid';
import type { FeatureIconName } from '../../../src/components/home/FeatureIcon';
import type { HomeHeroProps } from '../../../src/components/home/HomeHero';
import { homeFeatureIds, homeHeroPoints, homeLinks, type HomeFeatureId } from '../../../src/data/home';

const featureIcons: Record<HomeFeatureId, FeatureIconName> = {
  aiMatching: 'sparkles',
  blockchainSecurity: 'link',
  sdrcValuation: 'scale',
  globalNetwork: 'globe',
  smartLogistics: 'truck',
  analyticsSuite: 'chart',
};

export const heroProps = (t: TFunction): HomeHeroProps => ({
  heading: t('home:hero.heading'),
  body: t('home:hero.body'),
  primaryAction: { label: t('home:hero.launchDashboard'), to: homeLinks.launchDashboard },
  secondaryAction: { label: t('home:hero.exploreProducts'), to: homeLinks.exploreProducts },
  pointsLabel: t('home:hero.pointsLabel'),
  points: homeHeroPoints.map((id) => ({ id, label: t(`home:hero.points.${id}`) })),
});

export const featureProps = (t: TFunction): FeatureGridProps => ({
  heading: t('home:features.heading'),
  intro: t('home:features.intro'),
  features: homeFeatureIds.map((id) => ({
    id,
    title: t(`home:features.${id}.title`),
    body: t(`home:features.${id}.body`),
    icon: featureIcons[id],
  })),
});

export const ctaProps = (t: TFunction): CallToActionProps => ({
  heading: t('home:cta.heading'),
  body: t('home:cta.body'),
  primaryAction: { label: t('home:cta.startTrading'), to: homeLinks.startTrading },
  secondaryAction: { label: t('home:cta.viewArchitecture'), to: homeLinks.viewArchitecture },
});

/** Text far longer than any translation, to show wrapping instead of overflow. */
export const longText = (word: string, times = 24) => Array.from({ length: times }, () => word).join(' ');
export const longWord = 'Verylongunbrokenwordwithoutanyspacesthatmustwrapinsteadofoverflowing'.repeat(2);
