/**
 * Polish synastry texts: a point of person 1 ("Twój Mars") in aspect to a point of person 2
 * ("Słońce drugiej osoby"); "osoba" is feminine, so the other person is "ona" / "jej" / "ją".
 */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { aspectTo, PL_ASPECTS } from './aspects.ts';
import { type PlCase, polish, theirs, yours } from './grammar.ts';
import { PL_POINT_NAMES, PL_RELATING, type PlRelating } from './points.ts';

/**
 * Co para może zrobić z danym kontaktem, według tematu jednego z punktów i natury aspektu:
 * kwadratura Wenus wymaga innej rady niż kwadratura Saturna, więc związek z dwunastoma
 * kontaktami nie powtarza jednej rady na aspekt.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Warto zostawić miejsce na dwa życiowe projekty, a nie na jedno wspólne centrum.',
    hard: 'Pomaga zmienianie się przy sterze: nikt nie musi się umniejszać, by drugie mogło błyszczeć.',
    soft: 'Mówienie na głos, co się w sobie podziwia, wzmacnia was oboje.',
  },
  moon: {
    fusion: 'Tę więź podtrzymują drobne rytuały troski, na których oboje możecie polegać.',
    hard: 'Lepiej zapytać, czego druga osoba potrzebuje, niż zakładać, że to wiadomo.',
    soft: 'Warto chronić spokojne chwile w domu: one karmią ten związek.',
  },
  mercury: {
    fusion: 'Częste rozmowy są dobre, o ile każde z was pozwala drugiemu skończyć.',
    hard: 'Gdy słowa robią się ostre, odczekanie godziny przed odpowiedzią oszczędza ran.',
    soft: 'Wspólne planowanie, nauka albo podróże wydobywają z waszych rozmów to, co najlepsze.',
  },
  venus: {
    fusion: 'Cieszenie się tym, co wspólne, nie przeszkadza zachować kilku przyjemności tylko dla siebie.',
    hard: 'Mówienie, co każde z was ceni, zamiast zgadywać, chroni przed nieporozumieniami co do gustów.',
    soft: 'Piękno i przyjemność zasługują na stałe miejsce we wspólnie spędzanym czasie.',
  },
  mars: {
    fusion: 'Wspólna energia daje najwięcej we wspólnym projekcie, sporcie albo celu.',
    hard: 'Warto spierać się o sprawę, nigdy o to, kto wygra, a potem przewrócić kartkę.',
    soft: 'Wspólne działanie na rzecz tego, czego oboje chcecie, szybciej popycha was naprzód.',
  },
  jupiter: {
    fusion: 'Wspólne marzenia na wielką skalę działają najlepiej, gdy potem wybierzecie jeden plan i go zrealizujecie.',
    hard: 'Pomaga wyznaczanie granic, bo razem łatwo obiecać więcej, niż da się dotrzymać.',
    soft: 'Wspieranie wzajemnego rozwoju przychodzi samo; hojność płynie tu swobodnie.',
  },
  saturn: {
    fusion: 'Zobowiązania ciążą mniej, gdy podejmujecie je we dwoje i nikt nie dźwiga ich sam.',
    hard: 'Powiedzenie, kiedy jakaś zasada albo obowiązek zaczyna ciążyć, pomaga bardziej niż milczenie.',
    soft: 'Budowanie razem czegoś trwałego, domu, oszczędności czy rytmu dnia, dobrze służy związkowi.',
  },
  uranus: {
    fusion: 'Ciągłe zaskakiwanie się nawzajem i dawanie sobie swobody podtrzymuje iskrę.',
    hard: 'Zanim zmienicie wszystko, warto ustalić, co ma pozostać stałe.',
    soft: 'Wspólne próbowanie nowych rzeczy odświeża was oboje.',
  },
  neptune: {
    fusion: 'Dzielenie marzeń jest piękne; równie dobre jest czasem skonfrontowanie ich z codziennością.',
    hard: 'Jasna rozmowa o oczekiwaniach sprawia, że nikt nie kocha złudzenia.',
    soft: 'Sztuka, muzyka albo wspólna cisza pogłębiają to, co oboje czujecie.',
  },
  pluto: {
    fusion: 'Głębia jest darem tego kontaktu; warto chronić ją przed kontrolą.',
    hard: 'Próby sił są tu zbędne: zaufanie rośnie, gdy nikt nie musi wygrywać.',
    soft: 'Wspólne mierzenie się z tym, co trudne, czyni waszą parę silniejszą.',
  },
  ascendant: {
    fusion: 'Warto zauważać, jak każde z was kształtuje styl drugiego, i po prostu się tym cieszyć.',
    hard: 'Spojrzenie poza pierwszą reakcję daje czas, by naprawdę się poznać.',
    soft: 'Dobrze czujecie się w swoim towarzystwie i widać to z zewnątrz.',
  },
};

const YOUR_ROLE = (r: PlRelating) =>
  `${r.role.plural ? 'Twoje' : r.role.g === 'f' ? 'Twoja' : r.role.g === 'n' ? 'Twoje' : 'Twój'} ${r.role.nom}`;
const THEIR_ROLE = (r: PlRelating) => `${r.role.nom} drugiej osoby`;

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Polish. */
export function plSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const pa = PL_POINT_NAMES[a];
  const pb = PL_POINT_NAMES[b];
  const A = PL_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = PL_RELATING[a];
  const rb = PL_RELATING[b];
  const [verb, verbCase] = c.pick('verb', A.verbs);
  const theirB = (k: PlCase) => theirs(pb, k);
  const links = c.pick('links', A.links);
  const roles = `${YOUR_ROLE(ra)} i ${THEIR_ROLE(rb)}`;
  const contact = `${yours(pa, 'nom')} ${verb} ${theirB(verbCase)}`;
  const at = aspectTo(A, { gen: theirB('gen'), ins: theirB('ins') });

  const openings = [
    `${contact}: ${roles} ${links}.`,
    `Kiedy ${contact}, ${roles} ${links}.`,
    `Przy ${yours(pa, 'loc')} ${at}, ${roles} ${links}.`,
    `${capitalize(roles)} ${links}, bo ${contact}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, a druga osoba ${rb.receives[nature]}.`,
    `Ze swojej strony ${ra.gives[nature]}; druga osoba z kolei ${rb.receives[nature]}.`,
    `${ra.gives[nature]}, podczas gdy druga osoba ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; ta osoba natomiast ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`${yours(pa, 'nom')} ${at}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
