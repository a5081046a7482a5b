/**
 * The two persons of a relationship request, read from either body shape, and their natal charts'
 * input. Errors name each field as the caller sent it: `dateTime1`,
 * `location2.latitude` for the flat shape, `person2.timezone` for the Person shape.
 */

import type { AspectOptions } from '../../astro/aspects.ts';
import type { NatalChartInput } from '../../astro/natal-chart.ts';
import type { LocalTimeRule } from '../../astro/time/birth-time.ts';
import type { HouseSystem, PointId } from '../../astro/vocabulary.ts';
import type { PersonProblems } from '../../calc/responses/relationship-response.ts';
import { errors, type FieldProblem, fieldProblem, inputProblemError, ValidationError } from '../../http/errors.ts';
import { type BirthData, parseBirthData } from '../calc/birth-data.ts';
import type { CompatibilityRequest, RelationshipLocation } from './schema.ts';

/** Which person, 1 or 2. */
export type PersonNumber = 1 | 2;

/** One person: birth data, display name, and how its fields are named in the request. */
export interface RelationshipPerson {
  birth: BirthData;
  name?: string;
  /** The request's name of a birth-data field (`dateTime`, `latitude`, `timezone`…) of this person. */
  fieldName(field: string): string;
}

/** Field names of the flat shape: dateTime1, location1.latitude … */
function flatFieldName(n: PersonNumber): (field: string) => string {
  return (field) =>
    field === 'dateTime' || field === 'localTimeRule'
      ? field === 'dateTime'
        ? `dateTime${n}`
        : field
      : `location${n}.${field}`;
}

/** A person of the flat shape. */
export function flatPerson(
  n: PersonNumber,
  dateTime: string,
  location: RelationshipLocation,
  name?: string,
  localTimeRule?: LocalTimeRule,
): RelationshipPerson {
  return {
    birth: {
      dateTime: dateTime.replace(' ', 'T'),
      latitude: location.latitude,
      longitude: location.longitude,
      ...(location.timezone ? { timezone: location.timezone } : {}),
      ...(location.placeName ? { placeName: location.placeName } : {}),
      ...(localTimeRule ? { localTimeRule } : {}),
    },
    ...(name ? { name } : {}),
    fieldName: flatFieldName(n),
  };
}

/** Both persons of a flat-shaped request. */
export function flatPersons(request: {
  dateTime1: string;
  location1: RelationshipLocation;
  dateTime2: string;
  location2: RelationshipLocation;
  name1?: string;
  name2?: string;
  localTimeRule?: LocalTimeRule;
}): [RelationshipPerson, RelationshipPerson] {
  return [
    flatPerson(1, request.dateTime1, request.location1, request.name1, request.localTimeRule),
    flatPerson(2, request.dateTime2, request.location2, request.name2, request.localTimeRule),
  ];
}

const FLAT_MEMBERS = ['dateTime1', 'location1', 'dateTime2', 'location2'] as const;
const PERSON_MEMBERS = ['person1', 'person2'] as const;

/**
 * Both persons of a compatibility request, which comes flat or as `person1`/`person2`; a body that
 * mixes the shapes, or completes neither, is refused naming what to send.
 */
export function compatibilityPersons(request: CompatibilityRequest): [RelationshipPerson, RelationshipPerson] {
  const flat = FLAT_MEMBERS.filter((m) => request[m] !== undefined);
  const nested = PERSON_MEMBERS.filter((m) => request[m] !== undefined);
  if (flat.length && nested.length) {
    throw errors.invalidParameter(nested[0], 'body', (t) => t.personsShape({ sent: [...flat, ...nested] }));
  }
  if (nested.length) {
    const problems: FieldProblem[] = [];
    const persons = PERSON_MEMBERS.map((member) => {
      const given = request[member];
      if (!given) {
        problems.push(fieldProblem(member, 'body', (t) => t.personRequired()));
        return undefined;
      }
      try {
        const birth = parseBirthData(
          {
            ...given,
            ...(request.localTimeRule && !given.localTimeRule ? { localTimeRule: request.localTimeRule } : {}),
          },
          'body',
          member,
        );
        return {
          birth,
          ...(given.name ? { name: given.name } : {}),
          fieldName: (field: string) => `${member}.${field}`,
        } satisfies RelationshipPerson;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems.push(...error.problems);
        return undefined;
      }
    });
    if (problems.length) throw new ValidationError(problems);
    return persons as [RelationshipPerson, RelationshipPerson];
  }
  const missing = FLAT_MEMBERS.filter((m) => request[m] === undefined);
  if (missing.length) {
    throw new ValidationError(
      missing.map((m) => fieldProblem(m, 'body', (t) => t.flatPersonRequired({ dateTime: m.startsWith('dateTime') }))),
    );
  }
  return flatPersons(request as Parameters<typeof flatPersons>[0]);
}

/** What each natal chart of the pair is computed with. */
export interface PairChartOptions {
  houseSystem?: HouseSystem;
  points: readonly PointId[];
  aspects?: AspectOptions;
  /** `tropical` (default) or `sidereal`, and the ayanamsa of sidereal charts. */
  zodiac?: NatalChartInput['zodiac'];
  ayanamsa?: NatalChartInput['ayanamsa'];
}

/** The natal chart input of a person, with the pair's chart options. */
export function natalInputOf(
  person: RelationshipPerson,
  options: PairChartOptions,
): NatalChartInput & { placeName?: string } {
  return {
    ...person.birth,
    ...(options.houseSystem ? { houseSystem: options.houseSystem } : {}),
    points: [...options.points],
    ...(options.aspects ? { aspects: options.aspects } : {}),
    ...(options.zodiac ? { zodiac: options.zodiac } : {}),
    ...(options.ayanamsa ? { ayanamsa: options.ayanamsa } : {}),
  };
}

/**
 * The 400 for the births' input problems a relationship task found, both persons' together, each
 * under the request's own field name (chart options such as `aspects.orbs` keep theirs).
 */
export function personProblemsError(
  found: PersonProblems['personProblems'],
  persons: readonly [RelationshipPerson, RelationshipPerson],
): ValidationError {
  const isBirthField = (name: string) =>
    ['dateTime', 'latitude', 'longitude', 'timezone', 'localTimeRule'].includes(name.split('.')[0]);
  const problems: FieldProblem[] = [];
  for (const { person, problem } of found) {
    for (const fieldProblem of inputProblemError(problem, 'body').problems) {
      const parameter = isBirthField(fieldProblem.parameter)
        ? persons[person].fieldName(fieldProblem.parameter)
        : fieldProblem.parameter;
      if (!problems.some((p) => p.parameter === parameter)) problems.push({ ...fieldProblem, parameter });
    }
  }
  return new ValidationError(problems);
}
