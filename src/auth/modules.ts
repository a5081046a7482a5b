/**
 * The modules an organization can purchase; each capability endpoint requires one. Management
 * endpoints (keys, members, versions, modules) require none.
 */

export const MODULES = {
  natal:
    'Natal charts (GET/POST /api/calc/natal), midpoints and harmonic charts (POST /api/calc/midpoints, /api/calc/harmonics)',
  transits: 'Exact transit search (POST /api/calc/transit)',
  synastry:
    'Synastry, composite and Davison charts, compatibility score (POST /api/calc/synastry…) and the synastry widget',
  compatibility: 'Sun-sign compatibility (POST /api/calc/compatibility)',
  charts: 'Chart images (SVG and PNG, signed URLs)',
  horoscopes: 'Weekly, daily and monthly horoscopes',
  geocoding: 'Place search',
  content: 'Content library and interpretation texts',
  'pdf-reports': 'PDF report templates and generation',
  chatbots: 'Chatbots and chat profiles',
  numerology: 'Numerology profiles and compatibility (POST /api/numerology/*)',
  chinese: 'Chinese horoscope, four pillars and yearly forecast (POST /api/calc/chinese-*)',
  moon: 'Moon calendar with void of course, lunar phases, Sun and Moon times (POST /api/calc/moon-calendar/*, /api/calc/moon-phases, /api/calc/moon-sun)',
  retrograde: 'Retrograde periods with shadows (POST /api/calc/retrograde)',
  returns:
    'Solar, lunar and planetary returns (POST /api/calc/solar-return, /api/calc/lunar-return, /api/calc/planetary-return)',
  progressions: 'Secondary progressions and solar arc directions (POST /api/calc/progressions, /api/calc/solar-arc)',
  astrocartography:
    'Locational astrology: astrocartography lines and maps, relocated charts, local space, lines near a place (POST /api/calc/astrocartography…)',
  traditional:
    'Traditional techniques: sect, lots, dignities, profections, firdaria, zodiacal releasing, planetary hours (POST /api/calc/traditional/*), electional search (POST /api/calc/electional)',
  vedic:
    'Vedic astrology: kundli, matching, Sade Sati, Vimshottari and Yogini dashas, divisional charts D1–D60, panchang (POST /api/calc/vedic/*)',
  'sky-events':
    'Sky-event feed: ingresses, stations, lunations, eclipses and aspects between the moving bodies over up to 10 years (POST /api/calc/sky-events)',
} as const;

export type ModuleId = keyof typeof MODULES;
export const MODULE_IDS = Object.keys(MODULES) as ModuleId[];

export function isModuleId(name: string): name is ModuleId {
  return Object.hasOwn(MODULES, name);
}
