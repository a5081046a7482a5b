/** The Dutch synastry synthesis texts (see writer.ts); the couple is addressed as "jullie". */
import { list, polish } from '../nl/grammar.ts';
import { NL_POINT_NAMES } from '../nl/points.ts';
import { NL_HOUSE_ORDINALS, NL_HOUSES } from '../nl/zodiac.ts';
import { capitalize } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Een score van ${n} op 100 beschrijft een band die veel van jullie allebei vraagt: de contacten schuren meer dan dat ze stromen.`,
  (n: number) =>
    `Bij ${n} op 100 slaat de balans iets door naar inspanning: een relatie die groeit aan de verschillen die ze moet overbruggen.`,
  (n: number) =>
    `Bij ${n} op 100 houden gemak en wrijving elkaar ongeveer in evenwicht, dus veel hangt af van hoe jullie met moeilijke momenten omgaan.`,
  (n: number) =>
    `Een score van ${n} op 100 wijst op een band waarin de steunende contacten duidelijk zwaarder wegen dan de moeilijke.`,
  (n: number) =>
    `Bij ${n} op 100 passen jullie horoscopen zelden goed in elkaar: bijna alles wat jullie verbindt, stroomt moeiteloos.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'de kernverbinding',
    strong: 'wie jullie zijn en wat jullie voelen, sluit goed op elkaar aan',
    weak: 'jullie naturen verschillen, en dat aanvaarden hoort bij de band',
  },
  emotional: {
    name: 'de emotionele band',
    strong: 'jullie voelen je meestal begrepen en veilig bij elkaar',
    weak: 'gevoelens moeten hardop gezegd worden, want ze laten zich niet vanzelf lezen',
  },
  attraction: {
    name: 'de aantrekkingskracht',
    strong: 'verlangen en romantiek ontstaan makkelijk tussen jullie',
    weak: 'de chemie blijft levend door aandacht, niet vanzelf',
  },
  communication: {
    name: 'de communicatie',
    strong: 'samen praten, plannen en beslissen gaat vanzelf',
    weak: 'misverstanden liggen op de loer als jullie niet nagaan wat de ander bedoelde',
  },
  commitment: {
    name: 'de verbintenis',
    strong: 'trouw en standvastigheid horen bij de relatie',
    weak: 'plichten en verwachtingen kunnen zwaar wegen, dus maak er openlijk afspraken over',
  },
  growth: {
    name: 'de groei',
    strong: 'jullie moedigen elkaar aan en delen hoop voor de toekomst',
    weak: 'gezamenlijke doelen moeten jullie bewust zoeken',
  },
};

const SUMMARY: SummaryWords = {
  title: 'De score in woorden',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `Het sterkste terrein is ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `Wat het meeste werk vraagt, is ${t.name} (${n}), omdat ${t.weak}.`,
  flow: (h, t) =>
    `Van de belangrijkste contacten stromen er ${h} en schuren er ${t}, dus goede wil heeft veel om op te bouwen.`,
  rub: (h, t) =>
    `Van de belangrijkste contacten schuren er ${t} en stromen er ${h}: de wrijving is echt, en de kans om eraan te groeien ook.`,
  even: (n) => `De belangrijkste contacten zijn gelijk verdeeld: ${n} die stromen en evenveel die schuren.`,
};

const names = (h: OverlayHouse) => list(h.planets.map((p) => NL_POINT_NAMES[p].name));
/** "de Zon van Mileva", "de Mars van Mileva" (with its article before "van"), "de planeten Zon en Venus van Mileva". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1
    ? `${NL_POINT_NAMES[h.planets[0]].g} ${NL_POINT_NAMES[h.planets[0]].name} van ${partner}`
    : `de planeten ${names(h)} van ${partner}`;
/** "jouw Zon", "jouw planeten Zon en Venus". */
const yours = (h: OverlayHouse) =>
  h.planets.length === 1 ? `jouw ${NL_POINT_NAMES[h.planets[0]].name}` : `jouw planeten ${names(h)}`;
const verb = byNumber;

export const nlSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `De planeten van ${partner} in jouw huizen`
      : `Jouw planeten in de huizen van ${partner}`,
  overlay(direction, partner, h, position) {
    const n = `${NL_HOUSE_ORDINALS[h.house]} huis`;
    const area = NL_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return polish(
        cycle(
          [
            `${capitalize(P)} ${verb(h, 'valt', 'vallen')} in jouw ${n}, en zo zet ${partner} ${area} in beweging.`,
            `Jouw ${n}, het huis van ${area}, ontvangt ${P}.`,
            `Met ${P} in jouw ${n} worden ${area} een gedeeld podium.`,
            `Je ontmoet ${partner} het directst op het gebied van ${area}: ${P} ${verb(h, 'staat', 'staan')} in jouw ${n}.`,
            `Wat ${area} betreft, laat ${partner} zich voelen, omdat ${P} jouw ${n} ${verb(h, 'bezet', 'bezetten')}.`,
            `${partner} schudt ${area} op met ${P} in jouw ${n}.`,
          ],
          position,
        ),
      );
    }
    return polish(
      cycle(
        [
          `${capitalize(yours(h))} ${verb(h, 'valt', 'vallen')} in het ${n} van ${partner}, en zo zet je ${area} in beweging.`,
          `In het ${n} van ${partner}, het huis van ${area}, ${verb(h, 'staat', 'staan')} ${yours(h)}.`,
          `Via ${yours(h)} in het ${n} van ${partner} raak je ${area} in diens leven aan.`,
          `${partner} voelt jouw aanwezigheid op het gebied van ${area}, omdat ${yours(h)} dat huis ${verb(h, 'bezet', 'bezetten')}.`,
          `Vanuit het ${n} van ${partner} ${verb(h, 'kleurt', 'kleuren')} ${yours(h)} ${area}.`,
          `Voor ${partner} zijn ${area} de plek waar je sporen nalaat: ${yours(h)} ${verb(h, 'staat', 'staan')} in dat huis.`,
        ],
        position,
      ),
    );
  },
};
