/**
 * The sample world's cast: the companies (traders, banks, logistics partners) and the people, each with
 * one stable id, and every other module names them by this id. Names are not here: each language
 * writes a company's one name in the `cast` namespace (`public/locales/<lang>/cast.json`, loaded with
 * the shell's strings, so a notification can name a company on any screen), keyed by the id, and a
 * person's under `people.<id>`.
 */

/** Each company's `country` is an ISO 3166 code (named with `Intl.DisplayNames`). */
export const companies = [
  { id: 'steppe-harvest', country: 'KZ' },
  { id: 'nile-petroleum', country: 'EG' },
  { id: 'rhine-machinery', country: 'DE' },
  { id: 'andes-copper', country: 'CL' },
  { id: 'gulf-fertilizers', country: 'AE' },
  { id: 'mekong-rice', country: 'VN' },
  { id: 'anatolia-steel', country: 'TR' },
  { id: 'pampas-soy', country: 'AR' },
  { id: 'siberia-coal', country: 'RU' },
  { id: 'shenzhen-electronics', country: 'CN' },
  { id: 'emirates-petroleum', country: 'AE' },
  { id: 'cerrado-agro', country: 'BR' },
  { id: 'deccan-cotton', country: 'IN' },
  { id: 'gulf-energy', country: 'AE' },
  { id: 'sino-steel', country: 'CN' },
  { id: 'anshan-steel', country: 'CN' },
  { id: 'tashkent-textiles', country: 'UZ' },
  { id: 'shenzhen-solar', country: 'CN' },
  { id: 'yangtze-steel', country: 'CN' },
  { id: 'yangtze-solar', country: 'CN' },
  { id: 'nile-delta-textiles', country: 'EG' },
  { id: 'minas-coffee', country: 'BR' },
  { id: 'punjab-grain', country: 'IN' },
  { id: 'mekong-machinery', country: 'VN' },
  { id: 'siam-grain', country: 'TH' },
  { id: 'pearl-river-machine', country: 'CN' },
  { id: 'hanil-energy', country: 'KR' },
  { id: 'huaihai-heavy', country: 'CN' },
  { id: 'west-lake-silk', country: 'CN' },
  { id: 'gobi-mining', country: 'MN' },
  { id: 'penang-microsystems', country: 'MY' },
  { id: 'caspian-energy', country: 'AZ' },
  { id: 'caspian-shipping', country: 'AZ' },
  { id: 'silk-road-insurance', country: 'SG' },
  { id: 'malacca-agri', country: 'MY' },
  { id: 'silk-route-logistics', country: 'KZ' },
  { id: 'silk-road-bank', country: 'CN' },
  { id: 'asia-trade-capital', country: 'SG' },
  { id: 'global-commodity-fund', country: 'CH' },
  { id: 'eurasian-export-bank', country: 'KZ' },
  // The verified logistics partners of Shipping & Logistics.
  { id: 'silk-ocean', country: 'CN' },
  { id: 'eurasia-rail', country: 'KZ' },
  { id: 'skybridge', country: 'SG' },
  { id: 'caravan', country: 'TR' },
  // The sample member's own company.
  { id: 'silk-road-agri', country: 'CN' },
] as const satisfies readonly { id: string; country: string }[];

export type CompanyId = (typeof companies)[number]['id'];

/** The people of the sample world: the member and the quality inspectors. */
export const personIds = [
  // The sample member (Head of Commodity Trading at Silk Road Agri).
  'li-wei',
  // Quality inspectors.
  'zhang-min',
  'maria-gonzalez',
  'ahmed-hassan',
  'olga-petrova',
] as const;

export type PersonId = (typeof personIds)[number];
