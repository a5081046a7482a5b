/** The Spanish natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { ES_NATAL, ES_POINT_NAMES } from '../es/points.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => ES_POINT_NAMES[p].name;
const el = (p: AspectTextPoint) => ES_POINT_NAMES[p].el;
const names = (ps: readonly Planet[]) => listOf(ps.map(name), 'y');
const NUMBER = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const ELEMENT: Record<Element, string> = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' };
const MODALITY: Record<Modality, string> = { cardinal: 'cardinales', fixed: 'fijos', mutable: 'mutables' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'entusiasmo, valor y ganas de actuar',
  earth: 'paciencia, sentido práctico y olfato para lo duradero',
  air: 'ideas, conversación y la capacidad de tomar distancia',
  water: 'sentimiento, intuición y una fina percepción de los demás',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'la espontaneidad y la confianza en ti se practican más de lo que se dan por hechas',
  earth: 'la rutina, el dinero y el cuerpo piden más cuidado consciente del que crees',
  air: 'hablar de un sentimiento para aclararlo no te sale de forma natural',
  water: 'los sentimientos te resultan más fáciles de analizar que de vivir',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'inicias, das el primer paso y marcas la dirección',
  fixed: 'mantienes el rumbo, construyes despacio y terminas lo que empiezas',
  mutable: 'te adaptas, aprendes deprisa y cambias de rumbo cuando la vida lo pide',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'La mayoría de los planetas está sobre el horizonte, en las casas de la vida pública: vives hacia fuera y mucho de tu crecimiento ocurre a la vista de los demás.',
  north:
    'La mayoría de los planetas está bajo el horizonte, en las casas privadas: tu vida arraiga en el hogar, el mundo interior y las personas más cercanas, y maduras a tu ritmo.',
  east: 'La mitad oriental, el lado del Ascendente, reúne la mayoría de los planetas: tiendes a trazar tu propio camino y confiar en tu iniciativa.',
  west: 'La mitad occidental, el lado del Descendente, reúne la mayoría de los planetas: cobras vida en las relaciones y mucho de lo que logras llega a través de otros.',
};
const TITLE = {
  'grand-trine': 'Gran trígono',
  't-square': 'Cuadratura en T',
  'grand-cross': 'Gran cruz',
  yod: 'Yod',
  kite: 'Cometa',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'en conjunción con',
  opposition: 'en oposición a',
  trine: 'en trígono con',
  square: 'en cuadratura con',
  sextile: 'en sextil con',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'una conjunción',
  opposition: 'una oposición',
  trine: 'un trígono',
  square: 'una cuadratura',
  sextile: 'un sextil',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} y ${b} forman ${x}.`,
  (a, x, b) => `Entre ${a} y ${b} hay ${x}.`,
  (a, x, b) => `Tu carta une ${a} con ${b} mediante ${x}.`,
  (a, x, b) => `${capitalize(x)} conecta ${a} con ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Aquí ambos actúan como uno: rara vez vives lo uno sin lo otro.',
    'Fundidos así, cada uno tiñe todo lo que hace el otro.',
    'Una conjunción concentra: lo que uno quiere, el otro lo amplifica.',
  ],
  opposition: [
    'Los vives como dos polos, y la vida te pide sostener ambos en lugar de elegir.',
    'A menudo otras personas encarnan un lado de esta pareja hasta que reconoces ambos como tuyos.',
    'Oscilar entre ambos enseña equilibrio, despacio y a veces a través del conflicto.',
  ],
  trine: [
    'Ambos se apoyan sin esfuerzo, un talento que es fácil dar por sentado.',
    'Este fluir es un recurso para usar a propósito, no solo para disfrutar.',
    'La armonía entre ellos hace que esta área de la vida te resulte natural.',
  ],
  square: [
    'Ambos se rozan; la fricción incomoda, pero te impulsa a construir algo.',
    'La tensión entre ellos pide decisiones, y cada decisión te fortalece.',
    'Es un contacto de trabajo: el esfuerzo aquí rinde más que en ningún otro sitio.',
  ],
  sextile: [
    'Ambos cooperan cuando les das un motivo: un pequeño esfuerzo abre esta puerta.',
    'Entre ellos surgen oportunidades que premian la iniciativa.',
    'Un vínculo amable que crece con práctica y curiosidad.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `El aspecto une ${x} con ${y}.`,
  (x, y) => `Lo que está en juego es el encuentro entre ${x} y ${y}.`,
  (x, y) => `En la práctica, ${x} y ${y} se moldean mutuamente.`,
  (x, y) => `Este contacto enlaza ${x} con ${y}.`,
];

export const esSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `en ${signName(s.sign, 'es')}` : `en la casa ${s.houses[0]}`;
    return {
      title: `Stellium ${where}`,
      body: paragraph([
        `${capitalize(NUMBER[s.members.length] ?? String(s.members.length))} planetas se reúnen ${where}: ${names(s.members)}.`,
        s.by === 'sign'
          ? `Tanto peso en un signo hace tuyo su carácter de forma concentrada; el elemento ${ELEMENT[s.element]} y el modo de los signos ${MODALITY[s.modality]} te marcan con fuerza.`
          : 'Tanto peso en una casa convierte esa área de la vida en el escenario principal: allí se viven primero los temas de estos planetas.',
        s.by === 'sign' && s.houses.length > 0
          ? `Caen en ${s.houses.length > 1 ? 'las casas' : 'la casa'} ${listOf(s.houses.map(String), 'y')}, donde se nota esta concentración.`
          : `La mayoría está en ${signName(s.sign, 'es')}, que da su tono a la casa.`,
        'Un stellium regala enfoque; el equilibrio viene de lo que queda fuera de él.',
      ]),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} se enlazan por tres trígonos, un círculo cerrado${p.element ? ` de ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Te da ${ELEMENT_GIFT[p.element]}, tan fiables que quizá ni lo notes.`
            : 'Como cruza elementos, su facilidad es menos evidente, pero llega a distintas áreas de la vida.',
          'El riesgo de un gran trígono es la comodidad: su talento crece ante un reto.',
        );
        break;
      case 'kite':
        sentences.push(
          `Un gran trígono de ${names(p.members.slice(0, 3))} queda anclado por ${name(p.members[3])}, en oposición a un vértice y en sextil con los otros dos.`,
          `La cometa da dirección al fluir del trígono: ${ES_NATAL[p.members[3]].domain[0]} se convierte en la meta que pone los talentos a trabajar.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])} y ${name(p.members[2])} se oponen, y ambos forman cuadratura con ${el(apex!)}, el vértice de una cuadratura en T${p.modality ? ` en signos ${MODALITY[p.modality]}` : ''}.`,
          `La presión se acumula en ${ES_NATAL[apex!].domain[0]}: ahí te ves empujado a actuar, y ahí logras más.`,
          p.modality
            ? `En signos ${MODALITY[p.modality]}, ${MODALITY_WAY[p.modality]}, y así manejas esta presión.`
            : 'El brazo vacío de la cruz, opuesto al vértice, muestra de dónde llega el alivio.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} forman una gran cruz: dos oposiciones en cuadratura entre sí${p.modality ? `, todas en signos ${MODALITY[p.modality]}` : ''}.`,
          'Cuatro direcciones tiran a la vez, y puede sentirse como una vida de exigencias constantes.',
          'Llevada con paciencia, la cruz da una resistencia poco común.',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])} y ${name(p.members[2])} están en sextil, y ambos forman un quincuncio con ${el(apex!)}: un yod, también llamado dedo de Dios.`,
          `Señala ${ES_NATAL[apex!].domain[1]} como algo que reajustas una y otra vez; pide otro enfoque, no más esfuerzo.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: paragraph(sentences) };
  },
  ruler(r) {
    return {
      title: `Regente de la carta: ${name(r.ruler)}`,
      body: paragraph([
        `Con el Ascendente en ${signName(r.ascendantSign, 'es')}, ${el(r.ruler)} rige tu carta (regencia tradicional).`,
        `Está en ${signName(r.sign, 'es')}, en la casa ${r.house}, y marca cómo sales al encuentro del mundo.`,
        `Lo que ${el(r.ruler)} toca por aspecto entra en la historia de toda tu carta.`,
      ]),
    };
  },
  balance(b) {
    const sentences = [
      `De los diez planetas, ${b.dominantElements.map((e) => `${b.elements[e]} están en ${ELEMENT[e]}`).join(' y ')}: para ti van primero ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'así como',
      )}.`,
    ];
    for (const e of b.missingElements) sentences.push(`Ningún planeta está en ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Por modo, dominan los signos ${listOf(
        b.dominantModalities.map((m) => MODALITY[m]),
        'y',
      )}: ${listOf(
        b.dominantModalities.map((m) => MODALITY_WAY[m]),
        'y',
      )}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Sin planetas en signos ${MODALITY[m]}, a menudo otros asumen ese papel por ti.`);
    return { title: 'Elementos y modos', body: paragraph(sentences) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['Los planetas se reparten sin inclinarse con fuerza hacia una mitad: ningún lado de la vida se impone.'];
    sentences.unshift(`Sobre el horizonte ${h.south}, bajo él ${h.north}; al este ${h.east}, al oeste ${h.west}.`);
    return { title: 'Hemisferios', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Planetas dominantes',
      body: paragraph([
        `${capitalize(el(top.planet))} es el planeta más fuerte de tu carta por regencia, dignidad, angularidad y aspectos, seguido de ${names(rest.map((x) => x.planet))}.`,
        `Sus temas, ${ES_NATAL[top.planet].domain[1]}, recorren toda la lectura.`,
      ]),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: `${name(a)} ${ASPECT_NAME[aspect]} ${name(b)}`,
      body: paragraph([
        cycle(ASPECT_OPENINGS, position)(el(a), ASPECT_ARTICLE[aspect], el(b)),
        cycle(ASPECT_LINKS, position + 1)(ES_NATAL[a].domain[position % 2], ES_NATAL[b].domain[(position + 1) % 2]),
        cycle(ASPECT_MEANING[aspect], nth),
      ]),
    };
  },
};
