/**
 * The synastry widget API (spec endpoint 7): POST /api/widget-api/synastry/{widgetId} computes
 * the synastry of two births in the worker pool, and GET /api/widget-api/synastry/{widgetId}
 * gives the embedded script the widget's public settings. Both need `calc:use` (key permission
 * `calc:read`) and the synastry module, and the widget's own required module; a widget that is
 * disabled, of another organization, of another type or unknown is 404. Keys with allowed
 * domains are checked against the browser's Origin/Referer as on every route.
 */
import { z } from 'zod';
import { SYNASTRY_CHART_POINTS } from '../../astro/synastry/index.ts';
import type { Principal } from '../../auth/principal.ts';
import { callerProblem } from '../../calc/tasks/task-outcome.ts';
import { ANGLE_ABBREVIATIONS, PERSON_NAMES } from '../../chart/synastry-labels.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { requireModule } from '../../http/authorize.ts';
import { errors, type FieldProblem, inputProblemError, ValidationError } from '../../http/errors.ts';
import { findOr404 } from '../../http/find-or-404.ts';
import { sendReadyResponse } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { type BirthData, parseBirthData } from '../calc/birth-data.ts';
import { findWidget, type WidgetRow } from '../widgets/queries.ts';
import { completeSettings, type WidgetSettings } from '../widgets/widget-settings.ts';
import { synastryBody, synastryParams, synastryResource } from './schema.ts';
import { synastryTexts } from './texts.ts';

/** Side of the bi-wheel drawn for the widget unless the request names one, px. */
export const CHART_SIZE = 600;

const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'synastry' as const };

/** The enabled synastry widget `widgetId` of the principal's organization, or 404. */
async function usableWidget(
  services: Services,
  principal: Principal,
  widgetId: string,
): Promise<{ row: WidgetRow; settings: WidgetSettings }> {
  const row = await findOr404(widgetId, 'Widget', 'widgetId', async (id) => {
    const found = await findWidget(services.db, principal.organizationId, id);
    return found?.enabled && found.type === 'synastry' ? found : undefined;
  });
  requireModule(principal, row.required_module);
  return { row, settings: completeSettings(row.settings) };
}

/** Parses both persons, reporting the problems of both at once. */
function parsePersons(body: { person1: unknown; person2: unknown }): [BirthData, BirthData] {
  const problems: FieldProblem[] = [];
  const parsed = (['person1', 'person2'] as const).map((prefix) => {
    try {
      return parseBirthData(body[prefix], 'body', prefix);
    } catch (error) {
      if (error instanceof ValidationError) problems.push(...error.problems);
      else throw error;
      return undefined;
    }
  });
  if (problems.length) throw new ValidationError(problems);
  return parsed as [BirthData, BirthData];
}

export function registerSynastryRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'POST',
    path: '/api/widget-api/synastry/:widgetId',
    operationId: 'calculateSynastry',
    summary: 'Synastry of two births through a widget',
    description:
      "Both natal charts (the widget's house system; Sun to Pluto, Chiron, true node, Ascendant, Midheaven), every inter-aspect " +
      '(five major aspects, natal orbs, applying/separating from the natal speeds), house overlays both ways, the composite chart ' +
      '(midpoints; houses derived from the composite Midheaven at the great-circle midpoint of the births), the Davison chart (mean instant and place), ' +
      'the compatibility score with its breakdown by theme (formula in docs/synastry-widget.md), interpretation texts in the ' +
      "widget's language and the bi-wheel SVG (when the widget shows the chart). Bad birth data answers 400 naming e.g. person1.latitude.",
    tag: 'Widgets',
    access,
    params: synastryParams,
    body: synastryBody,
    usesPool: true,
    responses: [
      { status: 200, description: 'The synastry', mediaType: JSON_API, schema: z.object({ data: synastryResource }) },
    ],
    errors: [404],
    async handler(ctx, { params, body, principal }) {
      const { row, settings } = await usableWidget(services, principal, params.widgetId);
      const births = parsePersons(body);
      const chartSize = body.chartSize ?? CHART_SIZE;
      const language = settings.language;
      const names = [body.person1.name || PERSON_NAMES[language][0], body.person2.name || PERSON_NAMES[language][1]];
      const person = (i: 0 | 1) => ({
        name: names[i],
        input: births[i],
        birth: { ...births[i], houseSystem: settings.houseSystem, points: [...SYNASTRY_CHART_POINTS] },
      });
      const outcome = await services.pool.run('synastryWidgetResponse', {
        widget: { id: row.id, name: row.name, settings },
        persons: [person(0), person(1)],
        wheel: settings.sections.includes('chart')
          ? {
              size: chartSize,
              theme: settings.theme,
              labels: { innerName: names[0], outerName: names[1], angles: ANGLE_ABBREVIATIONS[language] },
            }
          : undefined,
        language,
        houseSystem: settings.houseSystem,
        chartSize,
        version: versionTarget(ctx, services.versions, 'POST', '/api/widget-api/synastry/:widgetId'),
      });
      if ('personProblems' in outcome) {
        // Both persons' problems at once, each named with its prefix (`person1.timezone`).
        throw new ValidationError(
          outcome.personProblems.flatMap(
            ({ person, problem }) => inputProblemError(callerProblem(problem, `person${person + 1}`), 'body').problems,
          ),
        );
      }
      await sendReadyResponse(
        ctx,
        outcome,
        (urns) => synastryTexts(services, principal.organizationId, urns, language),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'GET',
    path: '/api/widget-api/synastry/:widgetId',
    operationId: 'getSynastryWidgetSettings',
    summary: 'Public settings of a synastry widget',
    description:
      "What the embedded script needs to draw the form: the widget's name and settings. Same access rules as the POST.",
    tag: 'Widgets',
    access,
    params: synastryParams,
    responses: [
      {
        status: 200,
        description: "The widget's public settings",
        mediaType: JSON_API,
        schema: z.object({
          data: z.object({
            type: z.literal('synastry-widgets'),
            id: z.string(),
            attributes: z.object({
              name: z.string(),
              theme: z.string(),
              language: z.string(),
              houseSystem: z.string(),
              sections: z.array(z.string()),
            }),
          }),
        }),
      },
    ],
    errors: [404],
    async handler(ctx, { params, principal }) {
      const { row, settings } = await usableWidget(services, principal, params.widgetId);
      ctx.body = { data: { type: 'synastry-widgets', id: row.id, attributes: { name: row.name, ...settings } } };
    },
  });
}
