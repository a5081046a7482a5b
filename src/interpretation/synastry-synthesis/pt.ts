/** The Portuguese (Brazilian) synastry synthesis texts (see writer.ts); the couple is addressed as "vocês". */
import { agree, each, PT_LOCALE, polish, yours as yourOwn } from '../pt/grammar.ts';
import { PT_POINT_NAMES } from '../pt/points.ts';
import { PT_HOUSES } from '../pt/zodiac.ts';
import { capitalize, listOf } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const PLURAL = new Intl.PluralRules(PT_LOCALE);
/** A count of contacts with its verb agreed by Intl.PluralRules; none is "nenhum" with the singular verb. */
const counted = (n: number, one: string, other: string) =>
  n === 0 ? `nenhum ${one}` : `${n} ${PLURAL.select(n) === 'one' ? one : other}`;

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Uma pontuação de ${n} em 100 descreve um vínculo que exige muito dos dois: os contatos se atritam mais do que fluem.`,
  (n: number) =>
    `Com ${n} em 100, a balança pende um pouco para o esforço: uma relação que cresce com as diferenças que precisa resolver.`,
  (n: number) =>
    `Com ${n} em 100, facilidade e atrito estão mais ou menos em equilíbrio, então muito depende de como vocês enfrentam os momentos difíceis.`,
  (n: number) =>
    `Uma pontuação de ${n} em 100 indica um vínculo em que os contatos de apoio pesam claramente mais que os difíceis.`,
  (n: number) =>
    `Com ${n} em 100, os mapas de vocês se encaixam de um jeito raro: quase tudo o que une vocês flui sem esforço.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'a conexão essencial',
    strong: 'o que vocês são e o que sentem combina bem',
    weak: 'as naturezas de vocês são diferentes, e aceitar isso faz parte do vínculo',
  },
  emotional: {
    name: 'o vínculo emocional',
    strong: 'vocês costumam se sentir compreendidos e seguros um com o outro',
    weak: 'os sentimentos precisam ser ditos em voz alta, porque não se leem sozinhos',
  },
  attraction: {
    name: 'a atração',
    strong: 'o desejo e o romance nascem com facilidade entre vocês',
    weak: 'a química se mantém viva com atenção, não sozinha',
  },
  communication: {
    name: 'a comunicação',
    strong: 'conversar, planejar e decidir juntos vem naturalmente',
    weak: 'os mal-entendidos são prováveis se vocês não conferirem o que o outro quis dizer',
  },
  commitment: {
    name: 'o compromisso',
    strong: 'a lealdade e a constância fazem parte da relação',
    weak: 'os deveres e as expectativas podem pesar, então combinem tudo abertamente',
  },
  growth: {
    name: 'o crescimento',
    strong: 'vocês se incentivam mutuamente e compartilham esperanças para o futuro',
    weak: 'os objetivos em comum precisam ser buscados de forma consciente',
  },
};

const SUMMARY: SummaryWords = {
  title: 'A pontuação em palavras',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `A área mais forte é ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `A que pede mais trabalho é ${t.name} (${n}), porque ${t.weak}.`,
  flow: (h, t) =>
    `Dos contatos principais, ${counted(h, 'flui', 'fluem')} e ${counted(t, 'se atrita', 'se atritam')}, então a boa vontade tem muito sobre o que construir.`,
  rub: (h, t) =>
    `Dos contatos principais, ${counted(t, 'se atrita', 'se atritam')} e ${counted(h, 'flui', 'fluem')}: o atrito é real, e também a chance de crescer com ele.`,
  even: (n) =>
    `Os contatos principais se dividem em partes iguais: ${counted(n, 'flui', 'fluem')} e ${counted(n, 'se atrita', 'se atritam')}.`,
};

const names = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => PT_POINT_NAMES[p].name),
    'e',
  );
/** "o Sol de Mileva", "os planetas Sol e Vênus de Mileva". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1 ? `${PT_POINT_NAMES[h.planets[0]].o} de ${partner}` : `os planetas ${names(h)} de ${partner}`;
/** "seu Sol", "sua Lua", "seus planetas Sol e Vênus". */
const yours = (h: OverlayHouse) =>
  h.planets.length === 1
    ? yourOwn(PT_POINT_NAMES[h.planets[0]].name, PT_POINT_NAMES[h.planets[0]].g)
    : `seus planetas ${names(h)}`;
/** "situado" agreed with the planet, or "situados" for several. */
const placed = (h: OverlayHouse) =>
  h.planets.length === 1 ? agree('situado', PT_POINT_NAMES[h.planets[0]].g) : agree('situado', 'm', true);
const verb = byNumber;

export const ptSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `Os planetas de ${partner} nas suas casas`
      : `Seus planetas nas casas de ${partner}`,
  overlay(direction, partner, h, position) {
    const n = `casa ${h.house}`;
    const area = PT_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return polish(
        cycle(
          [
            `${capitalize(P)} ${verb(h, 'cai', 'caem')} na sua ${n}, e assim ${partner} põe em movimento ${area}.`,
            `A sua ${n}, a ${each('de', area)}, recebe ${P}.`,
            `Com ${P} na sua ${n}, ${area} viram um palco compartilhado.`,
            `Onde você encontra ${partner} mais diretamente é ${each('em', area)}: ${P} ${verb(h, 'está', 'estão')} na sua ${n}.`,
            `No que diz respeito ${each('a', area)}, ${partner} se faz sentir, porque ${P} ${verb(h, 'ocupa', 'ocupam')} a sua ${n}.`,
            `${partner} mexe com ${area} ao trazer ${P} para a sua ${n}.`,
          ],
          position,
        ),
      );
    }
    return polish(
      cycle(
        [
          `${capitalize(yours(h))} ${verb(h, 'cai', 'caem')} na ${n} de ${partner}, e assim você põe em movimento ${area}.`,
          `Na ${n} de ${partner}, a ${each('de', area)}, ${verb(h, 'está', 'estão')} ${yours(h)}.`,
          `Por meio de ${yours(h)} na ${n} de ${partner}, você toca ${area} na vida dessa pessoa.`,
          `${partner} sente você ${each('em', area)}, porque ${yours(h)} ${verb(h, 'ocupa', 'ocupam')} essa ${n}.`,
          `${capitalize(placed(h))} na ${n} de ${partner}, ${yours(h)} ${verb(h, 'colore', 'colorem')} ${area}.`,
          `Para ${partner}, ${area} são o lugar em que você deixa sua marca: ${yours(h)} ${verb(h, 'fica', 'ficam')} nessa ${n}.`,
        ],
        position,
      ),
    );
  },
};
