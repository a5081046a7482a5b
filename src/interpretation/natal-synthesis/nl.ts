/** The Dutch natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { adjective, countOf, list, polish } from '../nl/grammar.ts';
import { NL_NATAL, NL_POINT_NAMES } from '../nl/points.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const PLURAL = new Intl.PluralRules('nl-NL');
const name = (p: AspectTextPoint) => NL_POINT_NAMES[p].name;
const de = (p: AspectTextPoint) => NL_POINT_NAMES[p].de;
const names = (ps: readonly Planet[]) => list(ps.map(name));
const NUMBER = ['', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
/** Signs of an element, written as one compound: "vuurtekens". */
const SIGNS_OF: Record<Element, string> = {
  fire: 'vuurtekens',
  earth: 'aardetekens',
  air: 'luchttekens',
  water: 'watertekens',
};
/** Modality adjectives in their base form; before the plural "tekens" they take -e. */
const MODALITY: Record<Modality, string> = { cardinal: 'kardinaal', fixed: 'vast', mutable: 'beweeglijk' };
const modalSigns = (m: Modality) => `${adjective(MODALITY[m], 'het', false, true)} tekens`;
const ELEMENT_NAME: Record<Element, string> = { fire: 'vuur', earth: 'aarde', air: 'lucht', water: 'water' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'enthousiasme, moed en zin om te handelen',
  earth: 'geduld, praktische zin en een neus voor wat blijft',
  air: 'ideeën, gesprek en het vermogen om afstand te nemen',
  water: 'gevoel, intuïtie en een fijne antenne voor anderen',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'spontaniteit en zelfvertrouwen moet je meer oefenen dan dat ze je vanzelf toevallen',
  earth: 'routine, geld en je lichaam vragen meer bewuste zorg dan je denkt',
  air: 'over een gevoel praten om het helder te krijgen, gaat je niet vanzelf af',
  water: 'gevoelens analyseren valt je makkelijker dan ze beleven',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'je zet dingen in gang, doet de eerste stap en wijst de richting',
  fixed: 'je houdt koers, bouwt langzaam op en maakt af waar je aan begint',
  mutable: 'je past je aan, leert snel en verandert van koers als het leven daarom vraagt',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'De meeste planeten staan boven de horizon, in de huizen van het openbare leven: je leeft naar buiten toe en een groot deel van je groei gebeurt onder de ogen van anderen.',
  north:
    'De meeste planeten staan onder de horizon, in de persoonlijke huizen: je leven wortelt in je thuis, je innerlijke wereld en de mensen die je het naast staan, en je rijpt in je eigen tempo.',
  east: 'De oostelijke helft, de kant van de Ascendant, verzamelt de meeste planeten: je stippelt graag je eigen koers uit en vertrouwt op je eigen initiatief.',
  west: 'De westelijke helft, de kant van de Descendant, verzamelt de meeste planeten: je komt tot leven in relaties en veel van wat je bereikt, komt via anderen.',
};
const TITLE = {
  'grand-trine': 'Grote driehoek',
  't-square': 'T-vierkant',
  'grand-cross': 'Groot kruis',
  yod: 'Yod',
  kite: 'Vlieger',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'in conjunctie met',
  opposition: 'in oppositie met',
  trine: 'in driehoek met',
  square: 'in vierkant met',
  sextile: 'in sextiel met',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'een conjunctie',
  opposition: 'een oppositie',
  trine: 'een driehoek',
  square: 'een vierkant',
  sextile: 'een sextiel',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} en ${b} vormen ${x}.`,
  // V2: the place phrase first, then the verb, then the subject.
  (a, x, b) => `Tussen ${a} en ${b} staat ${x}.`,
  (a, x, b) => `Je horoscoop verbindt ${a} en ${b} via ${x}.`,
  (a, x, b) => `${capitalize(x)} verbindt ${a} met ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Hier werken de twee als één: je beleeft de een zelden zonder de ander.',
    'Zo versmolten kleurt elk van beide alles wat de ander doet.',
    'Een conjunctie bundelt: wat de een wil, versterkt de ander.',
  ],
  opposition: [
    'Je beleeft ze als twee polen, en het leven vraagt je beide vast te houden in plaats van te kiezen.',
    'Vaak belichamen andere mensen de ene kant van dit paar, tot je beide als de jouwe herkent.',
    'Heen en weer gaan tussen de twee leert je evenwicht, langzaam en soms via conflict.',
  ],
  trine: [
    'De twee steunen elkaar moeiteloos, een talent dat je makkelijk als vanzelfsprekend ziet.',
    'Deze stroom is een bron om bewust te gebruiken, niet alleen om van te genieten.',
    'De harmonie tussen beide maakt dit levensgebied voor jou vanzelfsprekend.',
  ],
  square: [
    'De twee schuren langs elkaar; de wrijving is ongemakkelijk, maar zet je aan om iets op te bouwen.',
    'De spanning tussen beide vraagt om beslissingen, en elke beslissing maakt je sterker.',
    'Dit is een werkcontact: hier levert inspanning meer op dan elders.',
  ],
  sextile: [
    'De twee werken samen als je ze een reden geeft: een kleine moeite opent deze deur.',
    'Tussen beide ontstaan kansen die initiatief belonen.',
    'Een vriendelijke band die groeit met oefening en nieuwsgierigheid.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `Het aspect brengt twee terreinen met elkaar in verband: aan de ene kant ${x}, aan de andere kant ${y}.`,
  (x, y) => `Op het spel staan enerzijds ${x}, anderzijds ${y}.`,
  (x, y) => `In de praktijk vormen twee sferen elkaar: ${x} aan de ene kant, ${y} aan de andere.`,
  (x, y) => `Dit contact verbindt twee sferen: enerzijds ${x}, anderzijds ${y}.`,
];

export const nlSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `in ${signName(s.sign, 'nl')}` : `in huis ${s.houses[0]}`;
    const n = s.members.length;
    return {
      title: `Stellium ${where}`,
      body: polish(
        paragraph([
          `${capitalize(n < NUMBER.length ? `${NUMBER[n]} planeten` : countOf(n, 'planeet'))} komen samen ${where}: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Zoveel gewicht in één teken geeft je het karakter ervan in geconcentreerde vorm; het element ${ELEMENT_NAME[s.element]} en de manier van de ${modalSigns(s.modality)} tekenen je sterk.`
            : 'Zoveel gewicht in één huis maakt dat levensgebied tot het belangrijkste toneel: daar beleef je de thema’s van deze planeten het eerst.',
          s.by === 'sign' && s.houses.length > 0
            ? `Ze staan in ${PLURAL.select(s.houses.length) === 'one' ? 'huis' : 'de huizen'} ${list(s.houses.map(String))}, waar deze concentratie voelbaar wordt.`
            : `De meeste staan in ${signName(s.sign, 'nl')}, en dat teken geeft het huis zijn toon.`,
          'Een stellium schenkt concentratie; evenwicht komt van wat erbuiten valt.',
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} zijn verbonden door drie driehoeken, een gesloten cirkel${p.element ? ` van ${ELEMENT_NAME[p.element]}` : ''}.`,
          p.element
            ? `Hij geeft je ${ELEMENT_GIFT[p.element]}, zo betrouwbaar dat je het misschien niet eens opmerkt.`
            : 'Omdat hij verschillende elementen doorkruist, is het gemak minder zichtbaar, maar het reikt tot verschillende levensgebieden.',
          'Het risico van een grote driehoek is gemakzucht: het talent groeit als er een uitdaging komt.',
        );
        break;
      case 'kite':
        sentences.push(
          `Een grote driehoek van ${names(p.members.slice(0, 3))} wordt verankerd door ${de(p.members[3])}, in oppositie met één hoekpunt en in sextiel met de andere twee.`,
          `De vlieger geeft de stroom van de driehoek richting en zet de talenten aan het werk voor één doel: ${NL_NATAL[p.members[3]].domain[0]}.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${capitalize(de(p.members[1]))} en ${de(p.members[2])} staan in oppositie, en allebei vormen ze een vierkant met ${de(apex!)}, de top van een T-vierkant${p.modality ? ` in ${modalSigns(p.modality)}` : ''}.`,
          `De druk bouwt zich op rond ${NL_NATAL[apex!].domain[0]}: daar zet het leven je aan tot actie, en daar bereik je het meest.`,
          p.modality
            ? `In ${modalSigns(p.modality)} geldt: ${MODALITY_WAY[p.modality]}, en zo ga je met deze druk om.`
            : 'De lege arm van het kruis, tegenover de top, laat zien waar de ontlasting vandaan komt.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} vormen een groot kruis: twee opposities die vierkant op elkaar staan${p.modality ? `, allemaal in ${modalSigns(p.modality)}` : ''}.`,
          'Vier richtingen trekken tegelijk, en dat kan voelen als een leven vol voortdurende eisen.',
          'Met geduld gedragen, geeft het kruis een uitzonderlijk uithoudingsvermogen.',
        );
        break;
      case 'yod':
        sentences.push(
          `${capitalize(de(p.members[1]))} en ${de(p.members[2])} staan in sextiel, en allebei vormen ze een quincunx met ${de(apex!)}: een yod, ook wel de vinger van God genoemd.`,
          `De yod wijst naar ${NL_NATAL[apex!].domain[1]} als iets wat je steeds opnieuw bijstelt; hij vraagt om een andere aanpak, niet om meer inspanning.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Heerser van je horoscoop: ${name(r.ruler)}`,
      body: polish(
        paragraph([
          `Met de Ascendant in ${signName(r.ascendantSign, 'nl')} is ${de(r.ruler)} de heerser van je horoscoop (traditionele heerschappij).`,
          `${capitalize(de(r.ruler))} staat in ${signName(r.sign, 'nl')}, in huis ${r.house}, en bepaalt hoe je de wereld tegemoet treedt.`,
          `Wat ${de(r.ruler)} via de eigen aspecten raakt, wordt deel van het verhaal van je hele horoscoop.`,
        ]),
      ),
    };
  },
  balance(b) {
    const counted = b.dominantElements.reduce((n, e) => n + b.elements[e], 0);
    const sentences = [
      `Van de tien planeten ${PLURAL.select(counted) === 'one' ? 'staat' : 'staan'} er ${list(
        b.dominantElements.map((e) => `${b.elements[e]} in ${SIGNS_OF[e]}`),
      )}: voor jou komen ${list(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'evenals',
      )} op de eerste plaats.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Geen enkele planeet staat in ${SIGNS_OF[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Wat de kwaliteiten betreft, overheersen de ${list(b.dominantModalities.map((m) => adjective(MODALITY[m], 'het', true, true)))} tekens: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Zonder planeten in ${modalSigns(m)} nemen anderen die rol vaak voor je op zich.`);
    return { title: 'Elementen en kwaliteiten', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['De planeten zijn verdeeld zonder sterk naar één helft over te hellen: geen kant van het leven overheerst.'];
    sentences.unshift(
      `Boven de horizon ${h.south}, eronder ${h.north}; in het oosten ${h.east}, in het westen ${h.west}.`,
    );
    return { title: 'Halfronden', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Dominante planeten',
      body: polish(
        paragraph([
          `${capitalize(de(top.planet))} is de sterkste planeet in je horoscoop qua domicilie, waardigheid, hoekstand en aspecten, gevolgd door ${list(rest.map((x) => de(x.planet)))}.`,
          `De thema’s van deze planeet, ${NL_NATAL[top.planet].domain[1]}, lopen als een rode draad door de hele duiding.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: polish(`${name(a)} ${ASPECT_NAME[aspect]} ${name(b)}`),
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(de(a), ASPECT_ARTICLE[aspect], de(b)),
          cycle(ASPECT_LINKS, position + 1)(NL_NATAL[a].domain[position % 2], NL_NATAL[b].domain[(position + 1) % 2]),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
