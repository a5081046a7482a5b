/**
 * How unknown members are named, straight from zod's unrecognized_keys issues of strict objects:
 * the full path of each member (nested, in array elements, inside unions), the closest known name,
 * and in a query the whole parameter name as sent.
 */
import test from 'ava';
import { z } from 'zod';
import { nestQuery } from '../../src/features/calc/birth-data.ts';
import { ValidationError } from '../../src/http/errors.ts';
import { parseOrThrow } from '../../src/http/validate.ts';

/** The problems parseOrThrow throws for `input`. */
function problemsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError)
      return error.problems.map(({ parameter, message }) => ({ parameter, message }));
    throw error;
  }
  throw new Error('expected a ValidationError');
}

const person = z.strictObject({
  dateTime: z.string(),
  location: z.strictObject({ latitude: z.number(), timezone: z.string().optional() }).optional(),
});
const body = z.strictObject({ title: z.string().optional(), people: z.array(person) });

test('an unknown member in an array element or a nested object is named by its full path', (t) => {
  const problems = problemsOf(() =>
    parseOrThrow(
      body,
      { people: [{ dateTime: 'a' }, { dateTime: 'b', dateTme: 'c', location: { latitude: 1, timezon: 'x' } }] },
      'body',
    ),
  );
  t.deepEqual(problems, [
    { parameter: 'people[1].location.timezon', message: 'unknown field(s) timezon (did you mean timezone?)' },
    { parameter: 'people[1].dateTme', message: 'unknown field(s) dateTme (did you mean dateTime?)' },
  ]);
});

test('several unknown members of one object are each named; a far one lists the known names', (t) => {
  const problems = problemsOf(() => parseOrThrow(body, { people: [], titel: 'x', colour: 'red' }, 'body'));
  t.deepEqual(problems, [
    { parameter: 'titel', message: 'unknown field(s) titel (did you mean title?)' },
    { parameter: 'colour', message: 'unknown field(s) colour (known: title, people)' },
  ]);
});

test('a prefix names the place of the parsed part in the request', (t) => {
  const problems = problemsOf(() => parseOrThrow(person, { dateTime: 'a', lat: 1 }, 'body', 'person2'));
  t.deepEqual(problems, [{ parameter: 'person2.lat', message: 'unknown field(s) lat (known: dateTime, location)' }]);
  const nested = problemsOf(() =>
    parseOrThrow(person, { dateTime: 'a', location: { latitude: 1, tz: 'x' } }, 'body', 'person2'),
  );
  t.deepEqual(nested, [{ parameter: 'person2.location.tz', message: 'unknown field(s) tz (did you mean timezone?)' }]);
});

test('in a union the member is named from the alternative the input came closest to', (t) => {
  const either = z.union([
    z.strictObject({ kind: z.literal('svg'), width: z.number() }),
    z.strictObject({ kind: z.literal('png'), height: z.number() }),
  ]);
  const problems = problemsOf(() => parseOrThrow(either, { kind: 'svg', width: 3, witdh: 4 }, 'body'));
  t.deepEqual(problems, [{ parameter: 'witdh', message: 'unknown field(s) witdh (did you mean width?)' }]);
});

const querySchema = z.preprocess(
  (query) => nestQuery(query as Record<string, string>),
  z.strictObject({
    dateTime: z.string(),
    latitude: z.coerce.number().optional(),
    location: z.strictObject({ latitude: z.string(), timezone: z.string().optional() }).optional(),
  }),
);
const parseQuery = (query: Record<string, string>, bodySchema?: z.ZodType) =>
  problemsOf(() =>
    parseOrThrow(querySchema, query, 'query', '', {
      sent: Object.keys(query),
      global: ['api_version'],
      body: bodySchema,
    }),
  );

test('a dotted query name is named whole as sent, the hint too', (t) => {
  t.deepEqual(parseQuery({ dateTime: 'a', 'location.latitude': '1', 'location.timezon': 'x' }), [
    {
      parameter: 'location.timezon',
      message: 'unknown field(s) location.timezon (did you mean location.timezone?)',
    },
  ]);
  // A typo in the first part: every name sent under it is named, with the part corrected.
  t.deepEqual(parseQuery({ dateTime: 'a', 'locaton.latitude': '1' }), [
    {
      parameter: 'locaton.latitude',
      message: 'unknown field(s) locaton.latitude (did you mean location.latitude?)',
    },
  ]);
});

test('a query name under a value is refused whole; the global names are offered at the top level', (t) => {
  t.deepEqual(parseQuery({ dateTime: 'a', 'latitude.x': '1' }), [
    { parameter: 'latitude.x', message: 'unknown field(s) latitude.x (latitude is a value and has no members)' },
  ]);
  t.deepEqual(parseQuery({ dateTime: 'a', api_versoin: '2026-01-01' }), [
    { parameter: 'api_versoin', message: 'unknown field(s) api_versoin (did you mean api_version?)' },
  ]);
});

test('a query name that is a member of the JSON body is named as one', (t) => {
  const bodySchema = z.union([
    z.strictObject({ houseSystem: z.string() }),
    z.strictObject({ person1: z.string(), person2: z.string() }),
  ]);
  t.deepEqual(parseQuery({ dateTime: 'a', hosueSystem: 'koch' }, bodySchema), [
    { parameter: 'hosueSystem', message: 'unknown field(s) hosueSystem (did you mean houseSystem in the JSON body?)' },
  ]);
  t.deepEqual(parseQuery({ dateTime: 'a', person3: 'x' }, bodySchema), [
    { parameter: 'person3', message: 'unknown field(s) person3 (did you mean person1 in the JSON body?)' },
  ]);
});

test('a query name given both a value and members is refused, whichever comes first', (t) => {
  for (const query of [
    { latitude: '1', 'latitude.x': '2' },
    { 'latitude.x': '2', latitude: '1' },
  ]) {
    const error = t.throws(() => nestQuery(query));
    t.like(
      (error as ValidationError).problems[0],
      { parameter: 'latitude.x', location: 'query' },
      JSON.stringify(query),
    );
  }
});

test('a dotted query value of the wrong type is named as sent, not as missing', (t) => {
  const schema = z.preprocess(
    (query) => nestQuery(query as Record<string, string>),
    z.strictObject({ location: z.strictObject({ latitude: z.number(), longitude: z.number() }) }),
  );
  const query = { 'location.latitude': 'abc' };
  const problems = problemsOf(() => parseOrThrow(schema, query, 'query', '', { sent: Object.keys(query), global: [] }));
  t.deepEqual(problems, [
    { parameter: 'location.latitude', message: 'expected number, received string' },
    { parameter: 'location.longitude', message: 'is required (expected number)' },
  ]);
});
