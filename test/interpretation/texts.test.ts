import test from 'ava';
import { ASPECTS } from '../../src/astro/vocabulary.ts';
import { LANGUAGES, type Language } from '../../src/interpretation/languages.ts';
import { pointName, signName } from '../../src/interpretation/names.ts';
import {
  type InterpretationItem,
  interpretationSubjects,
  interpretationText,
  seedInterpretations,
} from '../../src/interpretation/texts.ts';

const items: InterpretationItem[] = [...seedInterpretations()];
const byLanguage = (language: Language, kind?: string) =>
  items.filter((i) => i.language === language && (!kind || i.metadata.kind === kind));

test('every combination has a text in every language', (t) => {
  const subjects = [...interpretationSubjects()];
  // 12 transiting × 11 aspects × 16 natal + 16 × 12 signs + 14 × 12 houses + 11 × 5 × 11 synastry
  t.is(subjects.length, 12 * 11 * 16 + 16 * 12 + 14 * 12 + 11 * 5 * 11);
  t.is(items.length, subjects.length * LANGUAGES.length);
  const keys = new Set(items.map((i) => `${i.urn}|${i.language}`));
  t.is(keys.size, items.length, 'each URN has exactly one item per language');
  for (const i of items) {
    t.true(i.title.length > 0 && i.body.length > 0, i.urn);
  }
  t.is(byLanguage('en', 'transit').length, 12 * ASPECTS.length * 16);
});

test('the direct lookup returns the seeded text, for any language', (t) => {
  for (const i of items.filter((_, k) => k % 37 === 0)) {
    t.deepEqual(interpretationText(i.urn, i.language), { title: i.title, body: i.body });
  }
  t.is(interpretationText('urn:astro:transit:mars:square:sun', 'xx'), null);
  t.is(interpretationText('urn:astro:transit:mars:square:eris', 'en'), null);
});

test('transit bodies are distinct within a language (at least 95% unique)', (t) => {
  for (const language of LANGUAGES) {
    for (const kind of ['transit', 'planet-sign', 'planet-house', 'synastry']) {
      const bodies = byLanguage(language, kind).map((i) => i.body);
      const unique = new Set(bodies).size / bodies.length;
      t.log(`${language} ${kind}: ${bodies.length} bodies, ${(unique * 100).toFixed(1)}% unique`);
      t.true(unique >= 0.95, `${language} ${kind}`);
    }
  }
});

test('no sentence is pasted into more than a tenth of the transit texts of a language', (t) => {
  for (const language of LANGUAGES) {
    const bodies = byLanguage(language, 'transit').map((i) => i.body);
    const counts = new Map<string, number>();
    for (const body of bodies) {
      for (const sentence of body.split(/(?<=[.!?।])\s+/u)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
    const [sentence, most] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    t.log(`${language}: most repeated sentence ×${most} of ${bodies.length}: ${sentence}`);
    t.true(most <= bodies.length / 10);
  }
});

test('titles name the points (and signs) in the language of the text', (t) => {
  for (const i of items) {
    const m = i.metadata;
    const names: string[] = [];
    if (m.kind === 'transit') names.push(pointName(m.transiting, i.language), pointName(m.natal, i.language));
    if (m.kind === 'planet-sign') names.push(pointName(m.point, i.language), signName(m.sign, i.language));
    if (m.kind === 'planet-house') names.push(pointName(m.point, i.language), String(m.house));
    if (m.kind === 'synastry') names.push(pointName(m.pointA, i.language), pointName(m.pointB, i.language));
    for (const name of names) {
      if (!i.title.includes(name)) t.fail(`${i.urn} ${i.language}: "${i.title}" lacks "${name}"`);
    }
  }
  t.pass();
});

test('no placeholder, undefined value or broken punctuation is left in any text', (t) => {
  const broken =
    /undefined|\bnull\b|\bNaN\b|\[object|\$\{|[{}<>]| {2}| [,.;:]|\.\.|,,|[,;:]\.|\( |(?<!\p{L})(the|a|an|el|la|der|die|das) \1(?!\p{L})/iu;
  for (const i of items) {
    for (const text of [i.title, i.body]) {
      if (broken.test(text)) t.fail(`${i.urn} ${i.language}: ${text}`);
    }
    // Scripts without letter case (Devanagari, Japanese) start with any letter; Japanese ends with 。.
    if (!/^[\p{Lu}\p{Lo}¿¡]/u.test(i.body) || !/[.!?।。]$/u.test(i.body))
      t.fail(`${i.urn} ${i.language}: sentence case: ${i.body}`);
  }
  t.pass();
});

test('bodies have two to four sentences', (t) => {
  for (const i of items) {
    const sentences = i.body.split(/(?<=\D[.!?])\s+(?=[\p{Lu}¿¡])|(?<=।)\s+|(?<=。)(?=.)/u).length;
    if (sentences < 2 || sentences > 4) t.fail(`${i.urn} ${i.language}: ${sentences} sentences: ${i.body}`);
  }
  t.pass();
});

test('Spanish texts contract articles and switch y/o before i/o sounds', (t) => {
  for (const i of byLanguage('es')) {
    const text = `${i.title} ${i.body}`;
    if (/(?<!\p{L})(?:a|de) el(?!\p{L})/u.test(text)) t.fail(`uncontracted article: ${i.urn}: ${text}`);
    if (/(?<!\p{L})y i(?![aeo])/iu.test(text)) t.fail(`"y" before /i/: ${i.urn}: ${text}`);
    if (/(?<!\p{L})o o/iu.test(text)) t.fail(`"o" before /o/: ${i.urn}: ${text}`);
  }
  t.pass();
});

test('German texts contract preposition and article (not a demonstrative before a relative clause: "an dem, was")', (t) => {
  for (const i of byLanguage('de')) {
    const text = `${i.title} ${i.body}`;
    if (/\b(?:zu der|zu dem|in dem|von dem|an dem|bei dem)\b(?!,)/.test(text)) t.fail(`${i.urn}: ${text}`);
  }
  t.pass();
});

test('Spanish titles and phrases, checked by hand', (t) => {
  const title = (urn: string) => interpretationText(urn, 'es')!.title;
  t.is(title('urn:astro:transit:mars:opposition:sun'), 'Marte en tránsito en oposición al Sol natal');
  t.is(title('urn:astro:transit:moon:square:venus'), 'La Luna en tránsito en cuadratura con Venus natal');
  t.is(
    title('urn:astro:transit:true-node:conjunction:ascendant'),
    'El Nodo Norte en tránsito en conjunción con el Ascendente natal',
  );
  t.is(title('urn:astro:transit:sun:trine:mean-lilith'), 'El Sol en tránsito en trígono con Lilith natal');
  t.is(title('urn:astro:planet-house:venus:7'), 'Venus en la casa 7');
  t.is(title('urn:astro:synastry:sun:sextile:moon'), 'Tu Sol en sextil con su Luna');
  const moonInSign = interpretationText('urn:astro:planet-sign:moon:cancer', 'es')!.body;
  t.regex(moonInSign, /^(?:La Luna en Cáncer expresa|Situada en Cáncer, la Luna da a|Con la Luna en Cáncer, hay algo)/);
  t.true(moonInSign.includes('La Luna está en domicilio en Cáncer, el signo que rige'));
  const venusExalted = interpretationText('urn:astro:planet-sign:venus:pisces', 'es')!.body;
  t.true(venusExalted.includes('Venus está exaltada en Piscis'));
  const marsExalted = interpretationText('urn:astro:planet-sign:mars:capricorn', 'es')!.body;
  t.true(marsExalted.includes('Marte está exaltado en Capricornio'));
});

test('German titles and phrases, checked by hand', (t) => {
  const title = (urn: string) => interpretationText(urn, 'de')!.title;
  t.is(title('urn:astro:transit:mars:square:sun'), 'Transit-Mars im Quadrat zur natalen Sonne');
  t.is(
    title('urn:astro:transit:jupiter:opposition:ascendant'),
    'Transit-Jupiter in Opposition zum natalen Aszendenten',
  );
  t.is(
    title('urn:astro:transit:moon:conjunction:midheaven'),
    'Transit-Mond in Konjunktion mit dem natalen Medium Coeli',
  );
  t.is(title('urn:astro:transit:sun:trine:mean-lilith'), 'Transit-Sonne im Trigon zur natalen Lilith');
  t.is(title('urn:astro:planet-sign:sun:leo'), 'Sonne im Löwen');
  t.is(title('urn:astro:planet-sign:moon:gemini'), 'Mond in den Zwillingen');
  t.is(title('urn:astro:planet-sign:ascendant:virgo'), 'Aszendent in der Jungfrau');
  t.is(title('urn:astro:synastry:venus:trine:ascendant'), 'Deine Venus im Trigon zum Aszendenten der anderen Person');
  t.is(title('urn:astro:planet-house:saturn:10'), 'Saturn im 10. Haus');
  const saturnSun = interpretationText('urn:astro:transit:saturn:square:sun', 'de')!.body;
  t.true(saturnSun.includes('deiner natalen Sonne'));
  const marsAsc = interpretationText('urn:astro:transit:mars:trine:ascendant', 'de')!.body;
  t.regex(marsAsc, /deinem (?:natalen )?Aszendenten/);
  const venusVirgo = interpretationText('urn:astro:planet-sign:venus:virgo', 'de')!.body;
  t.true(venusVirgo.includes('Venus steht in der Jungfrau im Fall: Ihre Gaben brauchen bewusste Pflege'));
});

test('English titles, checked by hand', (t) => {
  const title = (urn: string) => interpretationText(urn, 'en')!.title;
  t.is(title('urn:astro:transit:mars:square:sun'), 'Transiting Mars square natal Sun');
  t.is(title('urn:astro:transit:saturn:conjunction:saturn'), 'Transiting Saturn conjunct natal Saturn');
  t.is(
    title('urn:astro:transit:mean-node:opposition:mean-south-node'),
    'Transiting North Node opposite natal South Node',
  );
  t.is(title('urn:astro:planet-house:moon:3'), 'Moon in the 3rd House');
  t.is(title('urn:astro:synastry:mars:square:venus'), 'Your Mars square their Venus');
  t.regex(interpretationText('urn:astro:transit:saturn:conjunction:saturn', 'en')!.body, /Saturn return/);
});
