import test from 'ava';
import { adjective, closed, contract, np } from '../../src/interpretation/de/grammar.ts';
import { inSign, intoSign } from '../../src/interpretation/de/zodiac.ts';
import { aOrAn } from '../../src/interpretation/en/articles.ts';
import { agree, polish } from '../../src/interpretation/es/grammar.ts';

const ASZENDENT = { noun: 'Aszendent', g: 'm', oblique: 'Aszendenten' } as const;
const SONNE = { noun: 'Sonne', g: 'f' } as const;
const MC = { noun: 'Medium Coeli', g: 'n' } as const;

test('German noun phrases decline article, adjective and weak nouns', (t) => {
  t.is(np(ASZENDENT, 'nom', 'dein', ['natal']), 'dein nataler Aszendent');
  t.is(np(ASZENDENT, 'dat', 'dein', ['natal']), 'deinem natalen Aszendenten');
  t.is(np(ASZENDENT, 'acc', 'def'), 'den Aszendenten');
  t.is(np(SONNE, 'dat', 'dein', ['natal']), 'deiner natalen Sonne');
  t.is(np(SONNE, 'nom', 'def', ['laufend']), 'die laufende Sonne');
  t.is(np(MC, 'acc', 'dein', ['natal']), 'dein natales Medium Coeli');
  t.is(np({ noun: 'Quincunx', g: 'm' }, 'acc', 'ein'), 'einen Quincunx');
  t.is(np({ noun: 'Quadrat', g: 'n' }, 'nom', 'dies'), 'dieses Quadrat');
  t.is(
    np({ noun: 'Gefühlsbedürfnisse', g: 'pl', dat: 'Gefühlsbedürfnissen' }, 'dat', 'ihr'),
    'ihren Gefühlsbedürfnissen',
  );
  t.is(adjective('direkt', 'none', 'f', 'acc'), 'direkte');
  t.is(adjective('kardinal', 'ein', 'n', 'nom'), 'kardinales');
});

test('German contractions and signs with their case', (t) => {
  t.is(contract('im Quadrat zu der natalen Sonne und zu dem Mond'), 'im Quadrat zur natalen Sonne und zum Mond');
  t.is(inSign('leo'), 'im Löwen');
  t.is(inSign('gemini'), 'in den Zwillingen');
  t.is(inSign('virgo'), 'in der Jungfrau');
  t.is(intoSign('pisces'), 'in die Fische');
  t.is(intoSign('sagittarius'), 'in den Schützen');
  t.is(closed('den Wunsch, gesehen zu werden'), 'den Wunsch, gesehen zu werden,');
  t.is(
    closed('einen Energieschub und den Drang, etwas anzufangen'),
    'einen Energieschub und den Drang, etwas anzufangen,',
  );
  t.is(closed('Reibung, Hast und eine kurze Zündschnur'), 'Reibung, Hast und eine kurze Zündschnur');
});

test('Spanish contractions, e/u and gender agreement', (t) => {
  t.is(
    polish('en oposición a el Sol natal, cerca de el Ascendente'),
    'en oposición al Sol natal, cerca del Ascendente',
  );
  t.is(polish('sueños y ideales, compasión y inspiración'), 'sueños e ideales, compasión e inspiración');
  t.is(polish('agua y hielo, siete o ocho, un año o más'), 'agua y hielo, siete u ocho, un año o más');
  t.is(polish('el signo de El Salvador'), 'el signo de El Salvador');
  t.is(agree('situado', 'f'), 'situada');
  t.is(agree('exaltado', 'm'), 'exaltado');
});

test('English indefinite article', (t) => {
  t.is(aOrAn('intense, private and determined'), 'an intense, private and determined');
  t.is(aOrAn('steady'), 'a steady');
});
