/** Dutch phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { NlGender, NlVerb } from './grammar.ts';

/** The phrases of one aspect in Dutch. */
export interface NlAspect {
  /** The aspect noun and its gender: "vierkant" (het), "oppositie" (de). */
  noun: string;
  g: NlGender;
  /** Prepositional phrase before the other point: "in vierkant met", "in oppositie met". */
  prep: string;
  /** Verbs taking the natal point ("jouw geboortezon") as object: "vormt een vierkant met". */
  verbs: NlVerb[];
  /** Singular noun phrase with indefinite article: the aspect's quality. */
  quality: string[];
  /** Verbs (3rd person singular) taking a domain (with possessive) as object: "zet … onder druk". */
  effect: NlVerb[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: verbs with a plural subject and no object: "smelten samen". */
  links: NlVerb[];
}

/** Dutch phrases for every aspect of the vocabulary. */
export const NL_ASPECTS: Record<AspectId, NlAspect> = {
  conjunction: {
    noun: 'conjunctie',
    g: 'de',
    prep: 'in conjunctie met',
    verbs: [
      { finite: 'valt', before: 'met', particle: 'samen' },
      { finite: 'vormt', before: 'een conjunctie met' },
    ],
    quality: ['een samensmelting van energieën', 'een geconcentreerd nieuw begin'],
    effect: [
      { finite: 'brengt', after: 'scherp in beeld' },
      { finite: 'geeft', after: 'een nieuwe lading' },
    ],
    advice: [
      'Een conjunctie opent een cyclus: wat je nu begint, zet vaak de toon voor wat volgt.',
      'De energieën smelten samen, ten goede en ten kwade, dus kies bewust waar je ze op richt.',
    ],
    links: [
      { finite: 'smelten', particle: 'samen' },
      { finite: 'zijn', after: 'moeilijk uit elkaar te halen' },
    ],
  },
  opposition: {
    noun: 'oppositie',
    g: 'de',
    prep: 'in oppositie met',
    verbs: [
      { finite: 'staat', before: 'tegenover' },
      { finite: 'vormt', before: 'een oppositie met' },
    ],
    quality: ['een spanning tussen twee polen', 'een spiegel die anderen je voorhouden'],
    effect: [
      { finite: 'houdt', after: 'een spiegel', particle: 'voor' },
      { finite: 'zet', after: 'onder spanning' },
    ],
    advice: [
      'Zoek het evenwicht: wat anderen je nu laten zien, hoort bij het antwoord.',
      'Vermijd alles-of-nietsbeslissingen; de oplossing ligt meestal tussen de twee uitersten in.',
    ],
    links: [
      { finite: 'staan', after: 'tegenover elkaar' },
      { finite: 'trekken', after: 'elk een andere kant op' },
    ],
  },
  trine: {
    noun: 'driehoek',
    g: 'de',
    prep: 'in driehoek met',
    verbs: [
      { finite: 'vormt', before: 'een driehoek met' },
      { finite: 'staat', before: 'in driehoek met' },
    ],
    quality: ['een soepele stroom', 'een natuurlijke harmonie'],
    effect: [{ finite: 'ondersteunt' }, { finite: 'geeft', after: 'rugwind' }],
    advice: [
      'Gemak valt makkelijk niet op, dus benut deze driehoek met opzet.',
      'Alles loopt nu vlot; steek dit goede moment in iets wat je na aan het hart ligt.',
    ],
    links: [
      { finite: 'stromen', after: 'in harmonie' },
      { finite: 'sluiten', after: 'vanzelf op elkaar', particle: 'aan' },
    ],
  },
  square: {
    noun: 'vierkant',
    g: 'het',
    prep: 'in vierkant met',
    verbs: [
      { finite: 'vormt', before: 'een vierkant met' },
      { finite: 'staat', before: 'vierkant op' },
    ],
    quality: ['een spanning die om actie vraagt', 'een wrijving die je dwingt te kiezen'],
    effect: [
      { finite: 'zet', after: 'onder druk' },
      { finite: 'stelt', after: 'op de proef' },
    ],
    advice: [
      'Spanning is brandstof: kom in actie in plaats van haar te laten oplopen.',
      'Wrijving laat zien waar iets moet veranderen; wie nu kiest, bespaart zich later moeite.',
    ],
    links: [{ finite: 'botsen' }, { finite: 'schuren', after: 'langs elkaar' }],
  },
  sextile: {
    noun: 'sextiel',
    g: 'het',
    prep: 'in sextiel met',
    verbs: [
      { finite: 'vormt', before: 'een sextiel met' },
      { finite: 'staat', before: 'in sextiel met' },
    ],
    quality: ['een kans die een kleine inspanning vraagt', 'een vriendelijke samenwerking'],
    effect: [
      { finite: 'opent', before: 'deuren voor' },
      { finite: 'prikkelt', after: 'zachtjes' },
    ],
    advice: [
      'Kansen dienen zich aan, maar je moet wel je hand uitsteken.',
      'Een kleine moeite levert nu meer op dan anders; ga in op de uitnodiging.',
    ],
    links: [
      { finite: 'werken', after: 'goed', particle: 'samen' },
      { finite: 'begrijpen', after: 'elkaar moeiteloos' },
    ],
  },
  quincunx: {
    noun: 'quincunx',
    g: 'de',
    prep: 'in quincunx met',
    verbs: [
      { finite: 'vormt', before: 'een quincunx met' },
      { finite: 'staat', before: 'in quincunx met' },
    ],
    quality: ['een ongemakkelijke verschuiving die aanpassing vraagt', 'het knagende gevoel dat er iets niet klopt'],
    effect: [
      { finite: 'vraagt', before: 'om bijsturing van' },
      { finite: 'brengt', after: 'uit balans' },
    ],
    advice: [
      'Geen van beide kanten past makkelijk bij de andere: stel gewoontes en verwachtingen stap voor stap bij.',
      'Let op je gezondheid en je agenda; kleine correcties werken beter dan grote gebaren.',
    ],
    links: [
      { finite: 'passen', after: 'moeizaam in elkaar' },
      { finite: 'vragen', after: 'om voortdurende bijsturing' },
    ],
  },
  'semi-sextile': {
    noun: 'halfsextiel',
    g: 'het',
    prep: 'in halfsextiel met',
    verbs: [
      { finite: 'vormt', before: 'een halfsextiel met' },
      { finite: 'staat', before: 'in halfsextiel met' },
    ],
    quality: ['een subtiel duwtje', 'een stille opening'],
    effect: [
      { finite: 'geeft', after: 'een zetje' },
      { finite: 'voedt', after: 'in stilte' },
    ],
    advice: [
      'Kleine stappen tellen nu; let op stille openingen.',
      'Het effect is subtiel, dus het loont om op kleine signalen te letten.',
    ],
    links: [
      { finite: 'steunen', after: 'elkaar in stilte' },
      { finite: 'raken', after: 'elkaar voorzichtig', particle: 'aan' },
    ],
  },
  'semi-square': {
    noun: 'halfvierkant',
    g: 'het',
    prep: 'in halfvierkant met',
    verbs: [
      { finite: 'vormt', before: 'een halfvierkant met' },
      { finite: 'staat', before: 'in halfvierkant met' },
    ],
    quality: ['een onderhuidse irritatie', 'een aanhoudend geschuur'],
    effect: [
      { finite: 'brengt', before: 'kleine wrijving in' },
      { finite: 'maakt', after: 'onrustig' },
    ],
    advice: [
      'Kleine wrijvingen wijzen op kleine reparaties; pak ze snel aan.',
      'Laat kleine ergernissen zich niet opstapelen; een woord op het juiste moment klaart de lucht.',
    ],
    links: [
      { finite: 'irriteren', after: 'elkaar' },
      { finite: 'schuren', after: 'tegen elkaar' },
    ],
  },
  sesquiquadrate: {
    noun: 'anderhalfvierkant',
    g: 'het',
    prep: 'in anderhalfvierkant met',
    verbs: [
      { finite: 'vormt', before: 'een anderhalfvierkant met' },
      { finite: 'staat', before: 'in anderhalfvierkant met' },
    ],
    quality: ['een opgebouwde onrust', 'een rusteloze druk'],
    effect: [
      { finite: 'schudt', particle: 'op' },
      { finite: 'zet', after: 'in beweging' },
    ],
    advice: [
      'Reageer niet heftiger dan nodig; een afgewogen antwoord werkt beter dan een plotselinge uitval.',
      'De druk bouwt zich stil op, dus laat hem op tijd los met beweging of een eerlijk gesprek.',
    ],
    links: [
      { finite: 'dagen', after: 'elkaar', particle: 'uit' },
      { finite: 'blijven', after: 'op gespannen voet' },
    ],
  },
  quintile: {
    noun: 'quintiel',
    g: 'het',
    prep: 'in quintiel met',
    verbs: [
      { finite: 'vormt', before: 'een quintiel met' },
      { finite: 'staat', before: 'in quintiel met' },
    ],
    quality: ['een creatief talent', 'een vonk van vakmanschap'],
    effect: [
      { finite: 'geeft', after: 'een creatieve toets' },
      { finite: 'scherpt', particle: 'aan' },
    ],
    advice: [
      'Speel ermee: dit aspect beloont creativiteit en vakmanschap.',
      'Gebruik de vonk voor handwerk, een spel of een elegante oplossing.',
    ],
    links: [
      { finite: 'inspireren', after: 'elkaar' },
      { finite: 'wakkeren', after: 'elkaar', particle: 'aan' },
    ],
  },
  'bi-quintile': {
    noun: 'biquintiel',
    g: 'het',
    prep: 'in biquintiel met',
    verbs: [
      { finite: 'vormt', before: 'een biquintiel met' },
      { finite: 'staat', before: 'in biquintiel met' },
    ],
    quality: ['een vindingrijke vonk', 'een stil vernuft'],
    effect: [
      { finite: 'brengt', before: 'slimme ideeën in' },
      { finite: 'voegt', before: 'vernuft aan', particle: 'toe' },
    ],
    advice: [
      'Gebruik de inspiratie voor een ambacht, een hobby of een originele oplossing.',
      'Een ongewoon idee kan beter werken dan het vertrouwde; probeer het uit.',
    ],
    links: [
      { finite: 'scherpen', after: 'elkaar', particle: 'aan' },
      { finite: 'inspireren', after: 'elkaar' },
    ],
  },
};
