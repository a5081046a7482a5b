import test from 'ava';
import { computeNatalChart, type NatalChartInput } from '../../src/astro/natal-chart.ts';
import {
  computeSynastry,
  greatCircleMidpoint,
  SYNASTRY_CHART_POINTS,
  sunSignCompatibility,
} from '../../src/astro/synastry/index.ts';
import { type ReadyResponse, readyToSend } from '../../src/calc/responses/ready-to-send.ts';
import {
  type PersonEcho,
  presentCompatibility,
  presentComposite,
  presentDavison,
  presentScore,
  presentSynastry,
  subjectTextUrns,
} from '../../src/calc/responses/relationship.ts';
import {
  type PairResponse,
  type RelationshipOperation,
  relationshipResponse,
  synastryWidgetResponse,
} from '../../src/calc/responses/relationship-response.ts';
import { presentSynastry as presentWidgetSynastry } from '../../src/calc/responses/synastry-widget.ts';
import { fillTextSlots, slotUrns } from '../../src/calc/responses/text-slots.ts';
import { synastryTask } from '../../src/calc/tasks/synastry.ts';
import { ANGLE_ABBREVIATIONS, synastryLabels } from '../../src/chart/synastry-labels.ts';
import { interpretationText } from '../../src/interpretation/index.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';

const points = [...SYNASTRY_CHART_POINTS];
const paris = {
  dateTime: '1990-05-17T14:30',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
  placeName: 'Paris',
  points,
};
const tokyo = {
  dateTime: '1988-11-03T07:10',
  latitude: 35.6762,
  longitude: 139.6503,
  timezone: 'Asia/Tokyo',
  localTimeRule: 'later' as const,
  points,
};
const persons = [{ birth: paris, name: 'Ada' }, { birth: tokyo }] as [
  { birth: NatalChartInput & { placeName?: string }; name?: string },
  { birth: NatalChartInput },
];
const echoes: [PersonEcho, PersonEcho] = [{ name: 'Ada', placeName: 'Paris' }, { localTimeRule: 'later' }];
const presentation = { language: 'de' as const, includeText: true, includeReadableEntities: true };
const version = (path: string) => ({ method: 'POST', path, applied: '2026-01-01' });
const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

/** Every URN asked has a text but every third (built-in texts where there are, made-up ones else). */
function textsFor(urns: string[]) {
  return new Map(
    urns
      .filter((_, i) => i % 3 !== 2)
      .map((urn, i) => [urn, interpretationText(urn, 'de') ?? { title: `T${i} «${urn}»`, body: `B\t"${i}"\n` }]),
  );
}

function ready(outcome: PairResponse): ReadyResponse {
  if ('personProblems' in outcome) throw new Error(JSON.stringify(outcome.personProblems));
  return outcome;
}

const bodyOf = (outcome: ReadyResponse, texts: Map<string, { title: string; body: string }>) =>
  'slots' in outcome ? fillTextSlots(outcome, texts).toString('utf8') : decode(outcome.bytes);

test('synastry, composite and Davison with texts: one task run answers the bytes of presenting with the texts of the subject in hand', (t) => {
  const charts = [computeNatalChart(paris), computeNatalChart(tokyo)] as const;
  const place = { ...greatCircleMidpoint(paris, tokyo), source: 'midpoint' as const };
  const cases: {
    operation: RelationshipOperation;
    path: string;
    synastry: NonNullable<Parameters<typeof computeSynastry>[2]>;
    present: (texts: Map<string, { title: string; body: string }>) => unknown;
    subject: () => Parameters<typeof subjectTextUrns>[0];
  }[] = [
    {
      operation: { kind: 'synastry' },
      path: '/api/calc/synastry',
      synastry: {},
      present: (texts) =>
        presentSynastry(echoes, charts, computeSynastry(charts[0], charts[1]), { ...presentation, texts }),
      subject: () => computeSynastry(charts[0], charts[1]),
    },
    {
      operation: { kind: 'composite', place },
      path: '/api/calc/composite',
      synastry: { compositeLatitude: place.latitude },
      present: (texts) =>
        presentComposite(
          echoes,
          charts,
          computeSynastry(charts[0], charts[1], { compositeLatitude: place.latitude }).composite,
          place,
          { ...presentation, texts },
        ),
      subject: () => computeSynastry(charts[0], charts[1], { compositeLatitude: place.latitude }).composite,
    },
    {
      operation: { kind: 'davison' },
      path: '/api/calc/davison',
      synastry: { davisonPlace: 'great-circle' },
      present: (texts) =>
        presentDavison(
          echoes,
          charts,
          computeSynastry(charts[0], charts[1], { davisonPlace: 'great-circle' }).davison,
          { ...presentation, texts },
        ),
      subject: () => computeSynastry(charts[0], charts[1], { davisonPlace: 'great-circle' }).davison.chart,
    },
  ];
  for (const c of cases) {
    const outcome = ready(
      relationshipResponse({
        operation: c.operation,
        persons,
        synastry: c.synastry,
        presentation,
        version: version(c.path),
      }),
    );
    t.true('slots' in outcome, c.path);
    const subjectUrns = subjectTextUrns(c.subject());
    t.deepEqual(
      slotUrns('slots' in outcome ? outcome.slots : []).sort(),
      [...new Set(subjectUrns)].sort(),
      `${c.path}: slots ask for the subject's texts only`,
    );
    // All the persons' own URNs too: the echoed charts still show only the subject's.
    const personUrns = subjectTextUrns(charts[0]).concat(subjectTextUrns(charts[1]));
    const texts = textsFor([...new Set([...subjectUrns, ...personUrns])]);
    t.is(
      bodyOf(outcome, texts),
      decode(ready(readyToSend(c.present(texts), version(c.path))).bytes as Uint8Array),
      c.path,
    );
  }
});

test('score and Sun-sign compatibility have no slots and answer the presented body', (t) => {
  const charts = [computeNatalChart(paris), computeNatalChart(tokyo)] as const;
  const p = { ...presentation, texts: new Map() };
  const score = ready(
    relationshipResponse({
      operation: { kind: 'score' },
      persons,
      synastry: { weights: { emotional: 2 } },
      presentation,
      version: version('/api/calc/synastry/score'),
    }),
  );
  t.false('slots' in score);
  t.is(
    decode(score.bytes),
    JSON.stringify(
      presentScore(echoes, charts, computeSynastry(charts[0], charts[1], { weights: { emotional: 2 } }), p),
    ),
  );
  const suns = [
    { birth: { ...paris, points: ['sun' as const] }, name: 'Ada' },
    { birth: { ...tokyo, points: ['sun' as const] } },
  ] as typeof persons;
  const sunCharts = [computeNatalChart(suns[0].birth), computeNatalChart(suns[1].birth)] as const;
  const compatibility = ready(
    relationshipResponse({
      operation: { kind: 'compatibility' },
      persons: suns,
      synastry: {},
      presentation,
      version: version('/api/calc/compatibility'),
    }),
  );
  t.false('slots' in compatibility);
  const result = sunSignCompatibility(sunCharts[0].points[0].longitude, sunCharts[1].points[0].longitude);
  t.is(decode(compatibility.bytes), JSON.stringify(presentCompatibility(echoes, sunCharts, result, p)));
});

test('input problems of both births come back as data, each with its person', (t) => {
  const outcome = relationshipResponse({
    operation: { kind: 'synastry' },
    persons: [{ birth: { ...paris, timezone: 'Mars/Base' } }, { birth: { ...tokyo, dateTime: '1988-02-30T07:10' } }],
    synastry: {},
    presentation,
    version: version('/api/calc/synastry'),
  });
  t.true('personProblems' in outcome);
  if (!('personProblems' in outcome)) return;
  t.deepEqual(
    outcome.personProblems.map(({ person, problem }) => [person, problem.field]),
    [
      [0, 'timezone'],
      [1, 'dateTime'],
    ],
  );
});

test('the synastry widget: one task run answers the bytes of presenting with the texts in hand', (t) => {
  const settings = { theme: 'light', language: 'es', houseSystem: 'koch', sections: ['aspects', 'chart'] };
  const births = [
    { ...paris, houseSystem: 'koch' as const },
    { ...tokyo, houseSystem: 'koch' as const },
  ] as const;
  const wheel = {
    size: 300,
    theme: 'light' as const,
    labels: { innerName: 'Ada', outerName: 'Ben', angles: ANGLE_ABBREVIATIONS.es },
  };
  const outcome = ready(
    synastryWidgetResponse({
      widget: { id: 'w1', name: 'Match', settings },
      persons: [
        { name: 'Ada', input: paris, birth: births[0] },
        { name: 'Ben', input: tokyo, birth: births[1] },
      ],
      wheel,
      language: 'es',
      houseSystem: 'koch',
      chartSize: 300,
      version: version('/api/widget-api/synastry/:widgetId'),
    }),
  );
  const charts = [computeNatalChart(births[0]), computeNatalChart(births[1])] as const;
  const result = synastryTask({ person1: charts[0], person2: charts[1], wheel });
  const texts = textsFor(subjectTextUrns(result.synastry));
  const expected = presentWidgetSynastry({
    widget: { id: 'w1', name: 'Match', settings },
    persons: [
      { name: 'Ada', input: paris, chart: charts[0] },
      { name: 'Ben', input: tokyo, chart: charts[1] },
    ],
    result,
    texts,
    labels: synastryLabels('es', 'koch'),
    language: 'es',
    chartSize: 300,
  });
  // Walked back to the date the task was asked for, as the task walks its own body back.
  const path = '/api/widget-api/synastry/:widgetId';
  t.is(
    bodyOf(outcome, texts),
    JSON.stringify(versionRegistry.toVersion(expected, 'POST', path, version(path).applied)),
  );
});
