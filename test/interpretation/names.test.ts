import test from 'ava';
import { LANGUAGES } from '../../src/interpretation/languages.ts';
import { type EntityKind, entityIds, readableEntity } from '../../src/interpretation/names.ts';

const KINDS: EntityKind[] = ['point', 'sign', 'aspect', 'house-system', 'house', 'element', 'modality'];

test('every entity of every kind has a non-empty name in every language', (t) => {
  for (const language of LANGUAGES) {
    for (const kind of KINDS) {
      for (const id of entityIds(kind)) {
        const entity = readableEntity(kind, id as never, language);
        t.is(entity.id, id);
        t.true(entity.name.trim().length > 0, `${kind} ${id} ${language}`);
      }
    }
  }
});

test('names within a kind and language are distinct', (t) => {
  for (const language of LANGUAGES) {
    for (const kind of KINDS) {
      const names = entityIds(kind).map((id) => readableEntity(kind, id as never, language).name);
      t.is(new Set(names).size, names.length, `${kind} ${language}`);
    }
  }
});

test('points, signs and aspects carry glyphs; house systems do not', (t) => {
  t.is(readableEntity('point', 'sun', 'en').glyph, '☉');
  t.is(readableEntity('point', 'true-node', 'de').glyph, '☊');
  t.is(readableEntity('sign', 'scorpio', 'es').glyph, '♏');
  t.is(readableEntity('aspect', 'square', 'en').glyph, '□');
  t.is(readableEntity('house-system', 'placidus', 'en').glyph, null);
  for (const kind of ['point', 'sign', 'aspect'] as const) {
    for (const id of entityIds(kind)) t.truthy(readableEntity(kind, id as never, 'en').glyph, `${kind} ${id}`);
  }
});

test('names are translated', (t) => {
  t.is(readableEntity('sign', 'sagittarius', 'de').name, 'Schütze');
  t.is(readableEntity('sign', 'gemini', 'es').name, 'Géminis');
  t.is(readableEntity('aspect', 'square', 'es').name, 'Cuadratura');
  t.is(readableEntity('house', 1, 'en').name, '1st House');
  t.is(readableEntity('house', 2, 'en').name, '2nd House');
  t.is(readableEntity('house', 3, 'en').name, '3rd House');
  t.is(readableEntity('house', 11, 'en').name, '11th House');
  t.is(readableEntity('house', 12, 'de').name, '12. Haus');
  t.is(readableEntity('element', 'water', 'es').name, 'Agua');
  t.is(readableEntity('modality', 'mutable', 'de').name, 'Veränderlich');
});

test('unknown ids throw a RangeError, inherited object keys included', (t) => {
  t.throws(() => readableEntity('point', 'eris' as never, 'en'), { instanceOf: RangeError });
  t.throws(() => readableEntity('sign', 'constructor' as never, 'en'), { instanceOf: RangeError });
  t.throws(() => readableEntity('house', 13 as never, 'en'), { instanceOf: RangeError });
  t.throws(() => readableEntity('sign', 'aries', 'xx' as never), { instanceOf: RangeError });
});
