/**
 * French (issue #47): texts are composed by French grammar, not English-ordered fragments. The
 * checks below read the composed texts against the rules themselves (gender agreement of
 * participles and adjectives, contraction of à/de with le/les, elision before a vowel, plurals
 * by Intl.PluralRules, the no-break space before high punctuation), and a sample natal report
 * for English names left behind.
 */
import test from 'ava';
import { natalReportText } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { LABELS } from '../../src/calc/responses/markdown/labels.ts';
import { agree, count, et, feminine, polish } from '../../src/interpretation/fr/grammar.ts';
import { composeWeeklyHoroscope } from '../../src/interpretation/horoscope/compose.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { seedInterpretations } from '../../src/interpretation/texts.ts';

const FRENCH = [...seedInterpretations(['fr'])];

/** Grammatical gender of the French point names, as a French reader knows it (not read from the code). */
const FEMININE_POINTS = new Set(['Lune', 'Vénus', 'Lilith']);
const genderOf = (name: string) => (FEMININE_POINTS.has(name) ? 'f' : 'm');

test('the grammar helpers contract, elide and agree', (t) => {
  t.is(
    polish('la force de le Soleil et de les planètes va à le Soleil et à les autres'),
    'la force du Soleil et des planètes va au Soleil et aux autres',
  );
  t.is(
    polish('de Uranus, de harmonie et de hasard ; la énergie que il donne'),
    'd’Uranus, d’harmonie et de hasard\u00a0; l’énergie qu’il donne',
  );
  t.is(polish('ce aspect et ce carré, si il vient'), 'cet aspect et ce carré, s’il vient');
  t.is(polish('ce à quoi vous tenez, ce en quoi vous croyez'), 'ce à quoi vous tenez, ce en quoi vous croyez');
  t.is(et(['le corps', 'l’initiative', 'les racines'], 'de'), 'du corps, de l’initiative et des racines');
  t.is(et(['le foyer', 'la famille'], 'à'), 'au foyer et à la famille');
  for (const [m, f] of [
    ['exalté', 'exaltée'],
    ['créatif', 'créative'],
    ['curieux', 'curieuse'],
    ['naturel', 'naturelle'],
    ['ancien', 'ancienne'],
    ['fier', 'fière'],
    ['discret', 'discrète'],
    ['franc', 'franche'],
    ['protecteur', 'protectrice'],
    ['scrutateur', 'scrutatrice'],
    ['sensible', 'sensible'],
  ]) {
    t.is(feminine(m), f);
  }
  t.is(agree('natal', 'm'), 'natal');
});

test('plurals follow Intl.PluralRules("fr-FR"): 0 and 1 singular, 2 and more plural', (t) => {
  const rules = new Intl.PluralRules('fr-FR');
  for (const n of [0, 1, 2, 5, 1000]) {
    const expected = rules.select(n) === 'one' ? 'autre aspect' : 'autres aspects';
    t.true(LABELS.fr.more(n).includes(expected), LABELS.fr.more(n));
    t.is(count(n, 'maison', 'maisons').endsWith(rules.select(n) === 'one' ? 'maison' : 'maisons'), true);
  }
  t.regex(LABELS.fr.more(1000), /1\u202f000 autres aspects/);
});

test('no French interpretation text keeps an English name of a point, sign or aspect', (t) => {
  const english = new Set<string>();
  for (const p of NAMED_POINTS) english.add(pointName(p, 'en'));
  for (const s of SIGNS) english.add(signName(s, 'en'));
  for (const a of ASPECTS) english.add(aspectName(a.id, 'en'));
  // Names French writes the same way (Mars, Jupiter, Opposition …) are not English leftovers.
  const french = new Set<string>();
  for (const p of NAMED_POINTS) french.add(pointName(p, 'fr'));
  for (const s of SIGNS) french.add(signName(s, 'fr'));
  for (const a of ASPECTS) french.add(aspectName(a.id, 'fr'));
  const leftovers = [...english].filter((n) => !french.has(n));
  const pattern = new RegExp(`(?<!\\p{L})(?:${leftovers.join('|')})(?!\\p{L})`, 'iu');
  const birth = { dateTime: '1962-02-04T10:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
  const report = natalReportText(birth, 'fr');
  t.true(report.length > 20);
  for (const body of report) t.notRegex(body, pattern);
  for (const item of FRENCH) t.notRegex(`${item.title} ${item.body}`, pattern, item.urn);
});

test('French texts contract à/de with le/les, elide before a vowel and put a no-break space before : ; ! ?', (t) => {
  const birth = { dateTime: '1990-06-15T14:30', latitude: 48.86, longitude: 2.35, timezone: 'Europe/Paris' };
  const texts = [...FRENCH.map((i) => `${i.title}\n${i.body}`), ...natalReportText(birth, 'fr')];
  for (const text of texts) {
    t.notRegex(text, /(?<!\p{L})(?:[àÀ]|[dD]e) les?(?!\p{L})/u);
    t.notRegex(text, /(?<!\p{L})(?:[dD]e|[lL]e|[lL]a|[qQ]ue|[nN]e|[sS]e) [aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ]/u);
    t.notRegex(text, /(?<!\p{L})[cC]e (?!à |en |avec )[aeiouéèêàâîôû]/u);
    t.notRegex(text, /[\p{L}\d)»] ?[;:!?](?=\s)/u);
  }
});

test('participles and adjectives agree with the gender of the point they describe', (t) => {
  let checked = 0;
  for (const item of FRENCH) {
    if (item.metadata.kind === 'planet-sign' || item.metadata.kind === 'planet-house') {
      const point = item.title.replace(/ en .*/, '');
      const g = genderOf(point);
      // "Placé(e) en Lion, la Lune …", "… est exalté(e) en Taureau".
      for (const m of item.body.matchAll(/(?<!\p{L})(placée?|exaltée?)(?!\p{L})/giu)) {
        t.is(m[1].toLowerCase().endsWith('ée'), g === 'f', `${item.urn}: ${m[0]}`);
        checked++;
      }
      // Traits after "d’une manière" (feminine noun) are feminine: every adjective ends in -e;
      // after "un caractère" (masculine) none has a feminine ending.
      const manner = /d’une manière ([^.]*)\./u.exec(item.body);
      if (manner) {
        for (const adj of manner[1].split(/, | et /)) t.true(adj.endsWith('e'), `${item.urn}: ${adj}`);
        checked++;
      }
      const character = /un caractère ([^.]*)\./u.exec(item.body);
      if (character) {
        for (const adj of character[1].split(/, | et /))
          t.notRegex(adj, /(?:euse|ive|elle|enne|onne|ère|ète|trice)$/u, `${item.urn}: ${adj}`);
        checked++;
      }
    }
    if (item.metadata.kind === 'transit') {
      // "… avec la Lune natale", "… avec le Soleil natal": the title's last word agrees with the natal point.
      const natal = pointName(item.metadata.natal === 'mean-lilith' ? 'mean-lilith' : item.metadata.natal, 'fr');
      t.true(item.title.endsWith(genderOf(natal) === 'f' ? ' natale' : ' natal'), item.title);
      checked++;
    }
  }
  t.true(checked > 2300, `${checked} agreements checked`);
});

test('horoscope titles put the sign after "de" with its article: du Bélier, de la Vierge, des Gémeaux', (t) => {
  const base = { year: 2026, week: 23, language: 'fr' as const, events: [] };
  t.regex(composeWeeklyHoroscope({ ...base, sign: 'aries' }).title, /^Horoscope hebdomadaire du Bélier\u00a0:/);
  t.regex(composeWeeklyHoroscope({ ...base, sign: 'virgo' }).title, /^Horoscope hebdomadaire de la Vierge\u00a0:/);
  t.regex(composeWeeklyHoroscope({ ...base, sign: 'gemini' }).title, /^Horoscope hebdomadaire des Gémeaux\u00a0:/);
  t.regex(composeWeeklyHoroscope({ ...base, sign: 'pisces' }).body, /pour les Poissons/);
});

test('the mood of the Moon\'s sign agrees with "ambiance" (feminine) in every sign', (t) => {
  for (const sign of SIGNS) {
    const { body } = composeWeeklyHoroscope({
      sign: 'aries',
      year: 2026,
      week: 23,
      language: 'fr',
      events: [{ kind: 'moon-ingress', sign, instant: '2026-06-02T10:00:00.000Z', house: 3 }],
    });
    const mood = /l’ambiance (?:devient|est) (.+?)(?: et l’attention|\u00a0:)/u.exec(body);
    t.truthy(mood, body);
    for (const adj of mood?.[1].split(/, | et /) ?? []) t.true(adj.endsWith('e'), `${sign}: ${adj}`);
  }
});
