/** The German synastry synthesis texts (see writer.ts). */
import { DE_POINT_NAMES } from '../de/points.ts';
import { DE_HOUSES } from '../de/zodiac.ts';
import { capitalize, listOf } from '../sentences.ts';
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
    `Ein Wert von ${n} von 100 beschreibt eine Verbindung, die euch beiden viel abverlangt: Die Kontakte reiben mehr, als sie fließen.`,
  (n: number) =>
    `Mit ${n} von 100 neigt sich die Waage leicht zur Arbeit hin, eine Beziehung, die an ihren Unterschieden wächst.`,
  (n: number) =>
    `Bei ${n} von 100 halten sich Leichtigkeit und Reibung ungefähr die Waage, und vieles hängt davon ab, wie ihr mit schwierigen Momenten umgeht.`,
  (n: number) =>
    `Ein Wert von ${n} von 100 zeigt eine Verbindung, in der die stützenden Kontakte die schwierigen deutlich überwiegen.`,
  (n: number) =>
    `Mit ${n} von 100 passen eure Horoskope ungewöhnlich gut zusammen: Das meiste, was euch verbindet, fließt ohne Mühe.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'eure Grundverbindung',
    strong: 'euer Wesen und eure Gefühle passen gut zueinander',
    weak: 'eure Naturen sind verschieden, und das anzunehmen gehört zur Beziehung',
  },
  emotional: {
    name: 'die emotionale Bindung',
    strong: 'ihr fühlt euch beieinander verstanden und geborgen',
    weak: 'Gefühle wollen ausgesprochen werden, denn sie werden nicht von selbst gelesen',
  },
  attraction: {
    name: 'die Anziehung',
    strong: 'Begehren und Romantik stellen sich zwischen euch leicht ein',
    weak: 'die Anziehung lebt von Aufmerksamkeit, nicht von allein',
  },
  communication: {
    name: 'die Kommunikation',
    strong: 'miteinander reden, planen und entscheiden fühlt sich natürlich an',
    weak: 'Missverständnisse liegen nahe, wenn ihr nicht nachfragt, was gemeint war',
  },
  commitment: {
    name: 'die Verbindlichkeit',
    strong: 'Treue und Ausdauer sind in die Verbindung eingebaut',
    weak: 'Pflichten und Erwartungen können schwer wiegen, darum sprecht sie offen ab',
  },
  growth: {
    name: 'das gemeinsame Wachstum',
    strong: 'ihr ermutigt einander und teilt Hoffnungen für die Zukunft',
    weak: 'gemeinsame Ziele wollen bewusst gesucht werden',
  },
};

const SUMMARY: SummaryWords = {
  title: 'Der Wert in Worten',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `Am stärksten ist ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `Am meisten Arbeit verlangt ${t.name} (${n}), denn ${t.weak}.`,
  flow: (h, t) =>
    `Von den Hauptkontakten fließen ${h} und ${t} reiben, der gute Wille hat also viel, worauf er bauen kann.`,
  rub: (h, t) =>
    `Von den Hauptkontakten reiben ${t} und ${h} fließen: Die Reibung ist echt, und ebenso die Chance, an ihr zu wachsen.`,
  even: (each) => `Die Hauptkontakte teilen sich gleich auf, ${each} fließende und ebenso viele reibende.`,
};

/** "Milevas", "Hans'". */
const genitive = (name: string) => (/[sßxz]$/i.test(name) ? `${name}'` : `${name}s`);
const names = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => DE_POINT_NAMES[p].noun.noun),
    'und',
  );
/** "Milevas Sonne", "Milevas Planeten Sonne und Venus". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1 ? `${genitive(partner)} ${names(h)}` : `${genitive(partner)} Planeten ${names(h)}`;
/** "deine Sonne", "dein Mond", "deine Planeten Sonne und Venus" (nominative and accusative alike but for the masculine). */
const yours = (h: OverlayHouse, accusative = false) => {
  if (h.planets.length > 1) return `deine Planeten ${names(h)}`;
  const g = DE_POINT_NAMES[h.planets[0]].noun.g;
  return `${g === 'f' || g === 'pl' ? 'deine' : g === 'm' && accusative ? 'deinen' : 'dein'} ${names(h)}`;
};
const verb = byNumber;

export const deSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `${genitive(partner)} Planeten in deinen Häusern`
      : `Deine Planeten in ${genitive(partner)} Häusern`,
  overlay(direction, partner, h, position) {
    const n = `${h.house}.`;
    const area = DE_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return cycle(
        [
          `${P} ${verb(h, 'steht', 'stehen')} in deinem ${n} Haus, und so bringt ${partner} Bewegung in ${area}.`,
          `Dein ${n} Haus, das Haus für ${area}, beherbergt ${P}.`,
          `Mit ${P} in deinem ${n} Haus werden ${area} zu einer gemeinsamen Bühne.`,
          `Am direktesten begegnest du ${partner} beim Thema ${area}: ${P} ${verb(h, 'fällt', 'fallen')} in dein ${n} Haus.`,
          `Wo es um ${area} geht, ist ${partner} stark spürbar, denn ${P} ${verb(h, 'steht', 'stehen')} in deinem ${n} Haus.`,
          `${partner} rührt an ${area}, weil ${P} in deinem ${n} Haus ${verb(h, 'liegt', 'liegen')}.`,
        ],
        position,
      );
    }
    return cycle(
      [
        `${capitalize(yours(h))} ${verb(h, 'fällt', 'fallen')} in ${genitive(partner)} ${n} Haus, und so bringst du Bewegung in ${area}.`,
        `In ${genitive(partner)} ${n} Haus, dem Haus für ${area}, ${verb(h, 'steht', 'stehen')} ${yours(h)}.`,
        `Über ${yours(h, true)} im ${n} Haus von ${partner} berührst du ${area} in diesem Leben.`,
        `${partner} spürt dich beim Thema ${area}, denn ${yours(h)} ${verb(h, 'besetzt', 'besetzen')} dieses ${n} Haus.`,
        `Im ${n} Haus von ${partner} ${verb(h, 'färbt', 'färben')} ${yours(h)} ${area}.`,
        `Für ${partner} bist du bei ${area} ein Gewicht: ${capitalize(yours(h))} ${verb(h, 'sitzt', 'sitzen')} im ${n} Haus.`,
      ],
      position,
    );
  },
};
