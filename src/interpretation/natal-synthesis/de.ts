/** The German natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { DE_NATAL } from '../de/points.ts';
import { pointName, signName } from '../names.ts';
import { listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => pointName(p, 'de');
const names = (ps: readonly Planet[]) => listOf(ps.map(name), 'und');
const NUMBER = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];
const ELEMENT: Record<Element, string> = { fire: 'Feuer', earth: 'Erde', air: 'Luft', water: 'Wasser' };
const MODALITY: Record<Modality, string> = { cardinal: 'kardinalen', fixed: 'fixen', mutable: 'veränderlichen' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'Begeisterung, Mut und Tatendrang',
  earth: 'Geduld, praktischen Sinn und ein Gespür für das Beständige',
  air: 'Ideen, Austausch und die Fähigkeit, Abstand zu nehmen',
  water: 'Gefühl, Intuition und ein feines Gespür für andere',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'Spontaneität und Selbstvertrauen wollen eher geübt als vorausgesetzt werden',
  earth: 'Alltag, Geld und Körper brauchen bewusstere Pflege, als du denkst',
  air: 'ein Gefühl im Gespräch zu klären, fällt dir nicht von selbst leicht',
  water: 'Gefühle lassen sich für dich leichter verstehen als leben',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'du beginnst Dinge, machst den ersten Schritt und gibst die Richtung vor',
  fixed: 'du hältst Kurs, baust langsam auf und bringst zu Ende, was du beginnst',
  mutable: 'du passt dich an, lernst schnell und änderst die Richtung, wenn das Leben es verlangt',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'Die meisten Planeten stehen über dem Horizont, in den Häusern des öffentlichen Lebens: Du lebst nach außen, und vieles in dir wächst unter den Augen anderer.',
  north:
    'Die meisten Planeten stehen unter dem Horizont, in den privaten Häusern: Dein Leben wurzelt in Zuhause, Innenleben und den engsten Menschen, und du reifst in deinem eigenen Tempo.',
  east: 'Die östliche Hälfte, die Seite des Aszendenten, trägt die meisten Planeten: Du gehst gern deinen eigenen Weg und verlässt dich auf deine Initiative.',
  west: 'Die westliche Hälfte, die Seite des Deszendenten, trägt die meisten Planeten: Du blühst in Beziehungen auf, und vieles erreichst du mit anderen.',
};
const TITLE = {
  'grand-trine': 'Großes Trigon',
  't-square': 'T-Quadrat',
  'grand-cross': 'Großes Kreuz',
  yod: 'Yod',
  kite: 'Drachen',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'Konjunktion',
  opposition: 'Opposition',
  trine: 'Trigon',
  square: 'Quadrat',
  sextile: 'Sextil',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} und ${b} bilden ${x}.`,
  (a, x, b) => `Zwischen ${a} und ${b} besteht ${x}.`,
  (a, x, b) => `In deinem Geburtsbild verbindet ${x} ${a} und ${b}.`,
  (a, x, b) => `${x[0].toUpperCase()}${x.slice(1)} verknüpft ${a} mit ${b}.`,
];
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'eine Konjunktion',
  opposition: 'eine Opposition',
  trine: 'ein Trigon',
  square: 'ein Quadrat',
  sextile: 'ein Sextil',
};
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Hier wirken beide als Einheit: Du erlebst das eine kaum ohne das andere.',
    'So verschmolzen färbt jedes alles, was das andere tut.',
    'Eine Konjunktion bündelt: Was das eine will, verstärkt das andere.',
  ],
  opposition: [
    'Du erlebst sie als zwei Pole, und das Leben verlangt, beide zu halten, statt zu wählen.',
    'Oft spielen andere Menschen eine Seite dieses Paares, bis du beide als deine erkennst.',
    'Das Pendeln zwischen beiden lehrt Ausgleich, langsam und manchmal über Konflikte.',
  ],
  trine: [
    'Beide stützen sich mühelos, ein Talent, das man leicht für selbstverständlich hält.',
    'Dieser Fluss ist eine Kraftquelle, die du bewusst nutzen kannst.',
    'Die Harmonie zwischen beiden lässt diesen Lebensbereich natürlich wirken.',
  ],
  square: [
    'Beide reiben sich aneinander; die Reibung ist unbequem, treibt dich aber an, etwas aufzubauen.',
    'Die Spannung zwischen ihnen verlangt Entscheidungen, und jede macht dich stärker.',
    'Das ist ein Arbeitsaspekt: Mühe lohnt sich hier mehr als anderswo.',
  ],
  sextile: [
    'Beide arbeiten zusammen, wenn du ihnen einen Anlass gibst: Ein kleiner Schritt öffnet diese Tür.',
    'Zwischen ihnen entstehen Gelegenheiten, die Initiative belohnen.',
    'Eine freundliche Verbindung, die mit Übung und Neugier wächst.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `Der Aspekt verbindet ${x} mit ${y}.`,
  (x, y) => `Dieser Aspekt bringt ${x} in Beziehung zu ${y}.`,
  (x, y) => `Im Alltag verwebt dieser Kontakt ${x} mit ${y}.`,
  (x, y) => `So verknüpft dein Geburtsbild ${x} eng mit ${y}.`,
];

export const deSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `im Zeichen ${signName(s.sign, 'de')}` : `im ${s.houses[0]}. Haus`;
    const count = NUMBER[s.members.length] ?? String(s.members.length);
    return {
      title: `Stellium ${where}`,
      body: paragraph([
        `${count[0].toUpperCase()}${count.slice(1)} Planeten versammeln sich ${where}: ${names(s.members)}.`,
        s.by === 'sign'
          ? `So viel Gewicht in einem Zeichen macht dessen Art zu deiner, in konzentrierter Form; das Element ${ELEMENT[s.element]} und die ${MODALITY[s.modality]} Qualität prägen dich stark.`
          : 'So viel Gewicht in einem Haus macht diesen Lebensbereich zur Hauptbühne: Dort werden die Themen dieser Planeten zuerst gelebt.',
        s.by === 'sign' && s.houses.length > 0
          ? `Sie fallen in ${s.houses.length > 1 ? 'die Häuser' : 'das Haus'} ${listOf(s.houses.map(String), 'und')}, wo sich diese Ballung auswirkt.`
          : `Die meisten stehen im Zeichen ${signName(s.sign, 'de')}, das den Ton des Hauses färbt.`,
        'Ein Stellium schenkt Fokus; Ausgleich kommt von dem, was außerhalb liegt.',
      ]),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} sind durch drei Trigone verbunden, ein geschlossener Kreis${p.element ? ` im Element ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Er schenkt dir ${ELEMENT_GIFT[p.element]}, so verlässlich, dass du es kaum bemerkst.`
            : 'Weil er die Elemente kreuzt, ist seine Leichtigkeit weniger offensichtlich, reicht aber in verschiedene Lebensbereiche.',
          'Die Gefahr eines großen Trigons ist Bequemlichkeit: Sein Talent wächst an Herausforderungen.',
        );
        break;
      case 'kite':
        sentences.push(
          `Ein großes Trigon aus ${names(p.members.slice(0, 3))} wird von ${name(p.members[3])} verankert, in Opposition zu einer Ecke und im Sextil zu den beiden anderen.`,
          `Der Drachen gibt dem leichten Fluss eine Richtung: ${DE_NATAL[p.members[3]].domain[0].acc} zu entfalten wird zum Ziel, das die Talente in Bewegung setzt.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])} und ${name(p.members[2])} stehen in Opposition, und beide bilden ein Quadrat zu ${name(apex!)}, dem Scheitel eines T-Quadrats${p.modality ? ` in ${MODALITY[p.modality]} Zeichen` : ''}.`,
          `Der Druck sammelt sich bei ${DE_NATAL[apex!].domain[0].dat}: Hier wirst du zum Handeln gedrängt, und hier erreichst du am meisten.`,
          p.modality
            ? `In ${MODALITY[p.modality]} Zeichen gilt: ${MODALITY_WAY[p.modality]}.`
            : 'Der leere Arm des Kreuzes, gegenüber dem Scheitel, zeigt, woher Entlastung kommt.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} bilden ein großes Kreuz: zwei Oppositionen im Quadrat zueinander${p.modality ? `, alle in ${MODALITY[p.modality]} Zeichen` : ''}.`,
          'Vier Richtungen ziehen zugleich, was sich wie ein Leben voller Forderungen anfühlen kann.',
          'Mit Geduld getragen, schenkt das Kreuz eine ungewöhnliche Belastbarkeit.',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])} und ${name(p.members[2])} stehen im Sextil, und beide bilden ein Quinkunx zu ${name(apex!)}: ein Yod, auch Finger Gottes genannt.`,
          `Er weist auf ${DE_NATAL[apex!].domain[1].acc} als etwas, das du immer wieder neu justierst; gefragt ist ein anderer Ansatz, nicht mehr Kraft.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: paragraph(sentences) };
  },
  ruler(r) {
    return {
      title: `Herrscher des Horoskops: ${name(r.ruler)}`,
      body: paragraph([
        `Mit Aszendent im Zeichen ${signName(r.ascendantSign, 'de')} ist ${name(r.ruler)} der Herrscher deines Horoskops (traditionelle Herrschaft).`,
        `${name(r.ruler)} steht im Zeichen ${signName(r.sign, 'de')} im ${r.house}. Haus und prägt so, wie du der Welt begegnest.`,
        `Was ${name(r.ruler)} durch Aspekte berührt, wird Teil der Geschichte deines ganzen Horoskops.`,
      ]),
    };
  },
  balance(b) {
    const sentences = [
      `Von den zehn Planeten stehen ${b.dominantElements.map((e) => `${b.elements[e]} im Element ${ELEMENT[e]}`).join(' und ')}: ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'sowie',
      )} stehen bei dir an erster Stelle.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Kein Planet steht im Element ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Bei den Qualitäten führen die ${listOf(
        b.dominantModalities.map((m) => MODALITY[m]),
        'und',
      )} Zeichen: ${listOf(
        b.dominantModalities.map((m) => MODALITY_WAY[m]),
        'und',
      )}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Ohne Planeten in ${MODALITY[m]} Zeichen übernehmen oft andere diese Rolle für dich.`);
    return { title: 'Elemente und Qualitäten', body: paragraph(sentences) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['Die Planeten verteilen sich ohne starke Neigung zu einer Hälfte: Keine Seite des Lebens überwiegt.'];
    sentences.unshift(`Über dem Horizont ${h.south}, darunter ${h.north}; im Osten ${h.east}, im Westen ${h.west}.`);
    return { title: 'Hemisphären', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Dominante Planeten',
      body: paragraph([
        `${name(top.planet)} ist nach Herrschaft, Würde, Eckhausstellung und Aspekten der stärkste Planet deines Horoskops, gefolgt von ${names(rest.map((x) => x.planet))}.`,
        `Seine Themen ziehen sich durch die ganze Deutung.`,
      ]),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: `${name(a)} ${ASPECT_NAME[aspect]} ${name(b)}`,
      body: paragraph([
        cycle(ASPECT_OPENINGS, position)(name(a), ASPECT_ARTICLE[aspect], name(b)),
        cycle(ASPECT_LINKS, position + 1)(
          DE_NATAL[a].domain[position % 2].acc,
          DE_NATAL[b].domain[(position + 1) % 2].dat,
        ),
        cycle(ASPECT_MEANING[aspect], nth),
      ]),
    };
  },
};
