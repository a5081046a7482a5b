/** Polish texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { agree, type PlGender, polish, reflexive } from './grammar.ts';
import { PL_NATAL, PL_POINT_NAMES } from './points.ts';
import {
  inSign,
  PL_ELEMENT,
  PL_ELEMENT_NAME,
  PL_HOUSE_ORDINALS,
  PL_HOUSES,
  PL_MODALITY,
  PL_MODALITY_WAY,
  PL_SIGN_NAMES,
  PL_SIGNS,
} from './zodiac.ts';

/** "jego" for a masculine or neuter point, "jej" for a feminine one. */
export const itsOwn = (g: PlGender) => (g === 'f' ? 'jej' : 'jego');

const DIGNITY: Record<Dignity, (p: string, where: string, g: PlGender) => string> = {
  domicile: (p, where) => `${p} jest ${where} u siebie, w znaku, którym rządzi, i swobodnie rozwija swoją energię.`,
  exaltation: (p, where, g) =>
    `${p} jest ${where} ${agree('wywyższony', g)}: najlepsze cechy tego położenia wychodzą na jaw bez trudu.`,
  detriment: (p, where) =>
    `${p} jest ${where} na wygnaniu, z dala od domu: pracuje tu ciężej, a to, czego się uczy, zdobywa wysiłkiem.`,
  fall: (p, where, g) => `${p} jest ${where} w upadku: ${itsOwn(g)} dary potrzebują świadomej troski, by rozkwitnąć.`,
};

/** Title and body of natal `point` in `sign`, in Polish. */
export function plPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = PL_POINT_NAMES[point];
  const N = PL_NATAL[point];
  const S = PL_SIGNS[sign];
  const where = inSign(sign);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${name.nom} ${where} wyraża ${domain.acc} w sposób ${S.traits}.`,
    `${capitalize(agree('umieszczony', name.g))} ${where}, ${name.nom} sprawia, że ${domain.acc} cechuje styl ${S.traits}.`,
    `Przy ${name.loc} ${where} przeżywasz ${reflexive(domain.acc)} w sposób ${S.traits}.`,
  ];
  const middles = [`W sferze ${N.area} ${S.style}.`, `Jeśli chodzi o sferę ${N.area}, ${S.style}.`];
  const closings = [
    `Potrzebujesz ${S.needs}; cień tego położenia to ${S.shadow}.`,
    `W najlepszym wydaniu darem tego położenia jest ${S.gift}, w najgorszym – ${S.shadow}.`,
    `Jeśli zadbasz o to, by nie zabrakło Ci ${S.needs}, rozkwitnie ${S.gift}; w przeciwnym razie do głosu dojdzie cień: ${S.shadow}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](name.nom, where, name.g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${name.nom} pozostaje w jednym znaku przez wiele lat, więc to położenie opisuje Twoje pokolenie w tym samym stopniu co Ciebie.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Z Węzłem Południowym ${inSign(from)} i Węzłem Północnym ${inSign(to)} rozwijasz się, przechodząc od ${PL_SIGNS[from].giftGen} do ${PL_SIGNS[to].giftGen}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${PL_SIGN_NAMES[sign].nom} to ${PL_MODALITY[modality]} znak ${PL_ELEMENT_NAME[element]}: ${PL_MODALITY_WAY[modality]}, a jego żywioł ${PL_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  // The title names the sign as the name it is ("w znaku Panna"), as Polish horoscope headings do.
  return { title: `${name.nom} w znaku ${PL_SIGN_NAMES[sign].nom}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'tutaj chcesz błyszczeć i zbierać uznanie',
  moon: 'tutaj szukasz pociechy i tutaj najmocniej dają o sobie znać Twoje nastroje',
  mercury: 'tutaj Twój umysł pracuje najintensywniej',
  venus: 'tutaj znajdujesz przyjemność i zjednujesz sobie życzliwość innych',
  mars: 'tutaj naciskasz, rywalizujesz i wydatkujesz swoją energię',
  jupiter: 'tutaj szczęście i rozwój przychodzą najłatwiej',
  saturn: 'tutaj mierzysz się z próbami i budujesz trwałą siłę',
  uranus: 'tutaj potrzebujesz wolności i możesz przeżywać nagłe zmiany',
  neptune: 'tutaj idealizujesz, marzysz i czasem się gubisz',
  pluto: 'tutaj doświadczasz intensywności, władzy i głębokich przemian',
  chiron: 'tutaj mieszkają stare rany i tutaj możesz pomagać innym w zdrowieniu',
  'north-node': 'tutaj leży Twój rozwój, nawet jeśli wydaje Ci się obcy',
  'south-node': 'tutaj sięgasz po dawne, sprawdzone umiejętności',
  'mean-lilith': 'tutaj nie pozwalasz się oswoić',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Dom kątowy sprawia, że to położenie mocno wybrzmiewa w Twoim życiu.',
    'W domu kątowym to położenie jest widoczne i aktywne.',
  ],
  succedent: [
    'W domu następującym działa wytrwale i z czasem buduje zasoby.',
    'Dom następujący dodaje mu wytrwałości.',
  ],
  cadent: [
    'W domu upadającym działa w tle, poprzez naukę i dostosowanie.',
    'Dom upadający sprawia, że jego wpływ jest dyskretniejszy i bardziej elastyczny.',
  ],
};

/** Title and body of natal `point` in house `house`, in Polish. */
export function plPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = PL_POINT_NAMES[point];
  const N = PL_NATAL[point];
  const H = PL_HOUSES[house];
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const ordinal = PL_HOUSE_ORDINALS.loc[house];

  const openings = [
    `${name.nom} w ${house}. domu wnosi ${domain.acc} w sferę ${area.gen}.`,
    `${capitalize(agree('umieszczony', name.g))} w ${ordinal} domu, ${name.nom} wyraża ${domain.acc} poprzez ${area.acc}.`,
    `W ${house}. domu, domu ${area.gen}, ${name.nom} wiąże ${domain.acc} z tą dziedziną życia.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`Według tradycji ${name.nom} raduje się w ${ordinal} domu: tutaj czuje się szczególnie dobrze.`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [`Dobry sposób, by z tym pracować: ${action}.`, `Przełóż to na konkret: ${action}.`, '']),
  );
  return { title: `${name.nom} w ${house}. domu`, body: polish(paragraph(sentences)) };
}
