/** Dutch phrasing of the weekly horoscope (je); weekday and month names from Intl ('nl-NL'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { signName } from '../names.ts';
import { NL_ASPECTS } from '../nl/aspects.ts';
import { adjective, list, type NlGender, polish, predicate } from '../nl/grammar.ts';
import { NL_POINT_NAMES } from '../nl/points.ts';
import { NL_HOUSE_ORDINALS, NL_HOUSES, NL_SIGNS } from '../nl/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const PLURAL = new Intl.PluralRules('nl-NL');

/** The weekday name of a calendar day in Dutch ("maandag"), by Intl. */
export function nlWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "maandag 1 juni", by Intl. */
export function nlDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** The Moon's phases with their gender: "kwartier" is a het-word, so a relative clause takes "dat". */
const PHASE: Record<MoonPhase, { name: string; g: NlGender }> = {
  new: { name: 'nieuwe maan', g: 'de' },
  'first-quarter': { name: 'eerste kwartier', g: 'het' },
  full: { name: 'volle maan', g: 'de' },
  'last-quarter': { name: 'laatste kwartier', g: 'het' },
};
const phase = (p: MoonPhase) => `${PHASE[p].g} ${PHASE[p].name}`;
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Plant een zaadje: ${a}.`, (a) => `Een goed moment om te beginnen: ${a}.`],
  'first-quarter': [
    (a) => `Tijd om door te pakken met wat je begonnen bent: ${a}.`,
    (a) => `Neem de eerste horde: ${a}.`,
  ],
  full: [
    () => 'Iets bereikt een hoogtepunt: vier wat gegroeid is en laat de rest los.',
    () => 'Rond deze thema’s liggen de emoties aan de oppervlakte; neem afstand voordat je reageert.',
  ],
  'last-quarter': [
    () => 'Kijk terug, ruim op en laat los wat je niet meer dient.',
    () => 'Maak de balans op en rond af wat nog openstaat voordat de volgende cyclus begint.',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: 'aandacht en zichtbaarheid',
  moon: 'je gevoelens',
  mercury: 'je denken en je gesprekken',
  venus: 'liefde en plezier',
  mars: 'energie en daadkracht',
  jupiter: 'groei en geluk',
  saturn: 'discipline en beproevingen',
  uranus: 'verandering en verrassingen',
  neptune: 'dromen en inspiratie',
  pluto: 'diepe transformatie',
  chiron: 'heling',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'voor de komende maand',
  mercury: 'voor de komende weken',
  venus: 'voor zo’n vier weken',
  mars: 'voor zo’n zes weken',
  jupiter: 'voor ongeveer een jaar',
  saturn: 'voor twee à drie jaar',
  uranus: 'voor zo’n zeven jaar',
  neptune: 'voor meer dan tien jaar',
  pluto: 'voor vele jaren',
  chiron: 'voor een aantal jaren',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Lees berichten, contracten en reisplannen nog eens na, en geef oude gesprekken een tweede kans.',
  venus: 'Bekijk opnieuw wat en wie je waardeert; stel grote aankopen en een nieuwe look nog even uit.',
  mars: 'Vertraag, herzie je strategie en beëindig gevechten in plaats van nieuwe te beginnen.',
  jupiter: 'Groei wordt innerlijk: denk opnieuw na over je overtuigingen en je plannen voor de lange termijn.',
  saturn: 'Verantwoordelijkheden vragen om herziening eerder dan om uitbreiding.',
  uranus: 'Veranderingen rijpen in stilte voordat ze zich laten zien.',
  neptune: 'De mist trekt een beetje op: kijk eerlijk naar je illusies.',
  pluto: 'Er begint een innerlijk proces van loslaten.',
  chiron: 'Oude wonden komen boven om begrepen te worden.',
};
const HARD_ADVICE = [
  'neem even pauze voordat je doordrukt',
  'trek het je niet persoonlijk aan',
  'houd je plannen flexibel',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'Het is een week om opnieuw te beginnen.',
  full: 'Er komt helderheid, en het gevoel dat iets zijn voltooiing bereikt.',
  'first-quarter': 'Het is een week van beslissingen en eerste stappen.',
  'last-quarter': 'Het is een week om de balans op te maken en het terrein vrij te maken.',
  'moon-ingress': 'Volg je stemmingen en houd je planning licht.',
  ingress: 'Er begint een nieuw hoofdstuk op dit terrein van je leven.',
  retrograde: 'Doe het rustig aan: dit is een tijd om te herzien, niet om te lanceren.',
  direct: 'Wat stillag, komt weer in beweging.',
  hard: 'Het is een week die je geduld op de proef stelt.',
  soft: 'Kansen dienen zich makkelijk aan, dus grijp ze.',
  fusion: 'Er begint een nieuwe cyclus.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'De meeste contacten tussen de planeten zijn gunstig, dus de week verloopt soepel.',
  tense: 'Verschillende gespannen aspecten vragen onderweg om geduld.',
  mixed: 'Spanning en soepelheid wisselen elkaar af, dus kies je momenten goed.',
  calm: 'Verder is de hemel rustig.',
};

const de = (p: HoroscopePoint) => NL_POINT_NAMES[p].de;
const De = (p: HoroscopePoint) => capitalize(de(p));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, NL_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, NL_HOUSES[house].actions);
/** "je vijfde huis, dat van creativiteit, romantiek en spel": "huis" is a het-word, so "dat". */
const houseOf = (house: number, c: Chooser) => `je ${NL_HOUSE_ORDINALS[house]} huis, dat van ${area(house, c)}`;

/** The Dutch weekly-horoscope phrasing (je). */
export const dutchHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Weekhoroscoop ${signName(sign, 'nl')}: week ${week} van ${year}`,

  dayHeading: (d: CalendarDay) => capitalize(nlDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    const ord = NL_HOUSE_ORDINALS[n];
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(phase(e.phase))} in ${signName(e.sign, 'nl')} valt in ${houseOf(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'nl');
        // A predicative adjective stays bare: "de sfeer wordt rustig en zinnelijk".
        const mood = list(NL_SIGNS[e.sign].mood);
        text = c.pick('moon', [
          `De Maan komt in ${sign}, je ${ord} huis: de sfeer wordt ${mood} en je aandacht verschuift naar ${area(n, c)}.`,
          // Verb-final after "nu", with the separable "binnengaan" closed up.
          `Nu de Maan ${sign} binnengaat, je ${ord} huis, is de sfeer ${mood}: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const moves = e.retrograde ? `keert ${STAY[e.point]} terug in` : `komt ${STAY[e.point]} in`;
        const first = `${De(e.point)} ${moves} ${signName(e.sign, 'nl')}, je ${ord} huis, en brengt ${THEME[e.point]} naar het terrein van ${area(n, c)}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Het seizoen van je verjaardag begint, en daarmee je persoonlijke jaar.'])
            : first;
        break;
      }
      case 'station':
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${De(e.point)} wordt retrograde in ${signName(e.sign, 'nl')}, in ${houseOf(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${De(e.point)} wordt weer direct in ${signName(e.sign, 'nl')}, in je ${ord} huis: wat op het gebied van ${area(n, c)} vastzat, komt weer in beweging.`;
        break;
      case 'aspect': {
        const A = NL_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${De(e.point)} ${predicate(A.verbs[0], de(e.other))} en verbindt ${THEME[e.point]} met ${THEME[e.other]} in je ${ord} huis.`;
        const second =
          nature === 'hard'
            ? `Verwacht wat wrijving: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Grijp het moment: ${action(n, c)}.`
              : `Een nieuw begin: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase': {
        // The relative pronoun follows the phase's gender: "de volle maan, die …", "het eerste kwartier, dat …".
        const which = PHASE[e.phase].g === 'het' ? 'dat' : 'die';
        first = `Deze week draait om ${phase(e.phase)} in ${signName(e.sign, 'nl')}, ${which} in ${where} valt.`;
        break;
      }
      case 'moon-ingress':
        first = `Een lichtere week: de Maan bepaalt het ritme, te beginnen in ${signName(e.sign, 'nl')}, ${where}.`;
        break;
      case 'ingress':
        first = `Het grote nieuws van de week: ${de(e.point)} komt in ${signName(e.sign, 'nl')}, ${where}.`;
        break;
      case 'station':
        first = `Het keerpunt van de week: ${de(e.point)} wordt ${e.direction === 'retrograde' ? 'retrograde' : 'weer direct'} in ${where}.`;
        break;
      case 'aspect':
        first = `De sterkste invloed van de week is ${de(e.point)} ${NL_ASPECTS[e.aspect].prep} ${de(e.other)}, voelbaar in ${where}.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = list(days.map(nlWeekday));
    // Singular or plural by Intl.PluralRules; "rustig" before the de-word "dag(en)" takes -e.
    const one = PLURAL.select(days.length) === 'one';
    const quiet = adjective('rustig', 'de', false, !one);
    return polish(
      capitalize(
        `${names} ${one ? `is een ${quiet} dag` : `zijn ${quiet} dagen`}: gebruik de pauze om uit te rusten en bij te komen.`,
      ),
    );
  },

  empty: (sign: Sign) =>
    `Deze week zijn er geen grote planetaire bewegingen voor ${signName(sign, 'nl')}: een goed moment om te consolideren, uit te rusten en je eigen ritme te volgen.`,
};
