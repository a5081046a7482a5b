/**
 * The synastry report's interpretation composed for the couple, not one template per contact:
 * 1. the compatibility score said in words (its band, the strongest and the most demanding
 *    theme, how many major contacts flow and how many rub);
 * 2. the strongest contacts first (synastry-texts.ts chooses and caps them), from the content
 *    library;
 * 3. the house overlays both ways: the partner's planets in your houses, then yours in theirs,
 *    house by house (the OVERLAY_HOUSE_CAP houses with the most planets).
 * The whole is read as one text against the repetition budget (report-repetition.ts), as the
 * natal report is; a contact text left without sentences is named in the closing list.
 */

import type { HouseOverlay } from '../astro/synastry/house-overlays.ts';
import type { Synastry } from '../astro/synastry/index.ts';
import { PLANETS, type Planet } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/index.ts';
import {
  type OverlayDirection,
  type OverlayHouse,
  SYNASTRY_SYNTHESIS,
} from '../interpretation/synastry-synthesis/index.ts';
import { scoreSummaryOf } from '../interpretation/synastry-synthesis/score-summary.ts';
import { withClosingList } from './closing-list.ts';
import type { ReportText } from './natal-texts.ts';
import { plainText } from './pdf-layout.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** Most houses of one direction read in the overlays. */
export const OVERLAY_HOUSE_CAP = 6;

const PLANET_RANK = new Map<string, number>(PLANETS.map((p, i) => [p, i]));

/** One part of the composed interpretation. */
export interface SynastryPart {
  id: 'summary' | 'contacts' | 'overlays';
  texts: ReportText[];
}

/** The houses of one direction that hold planets: those with the most (then the faster planets), in house order. */
export function overlayHouses(overlays: readonly HouseOverlay[]): OverlayHouse[] {
  const byHouse = new Map<number, Planet[]>();
  for (const o of overlays) {
    if (!PLANET_RANK.has(o.point)) continue;
    byHouse.set(o.house, [...(byHouse.get(o.house) ?? []), o.point as Planet]);
  }
  const first = (planets: Planet[]) => Math.min(...planets.map((p) => PLANET_RANK.get(p)!));
  return [...byHouse]
    .map(([house, planets]) => ({ house, planets }))
    .sort((a, b) => b.planets.length - a.planets.length || first(a.planets) - first(b.planets))
    .slice(0, OVERLAY_HOUSE_CAP)
    .sort((a, b) => a.house - b.house);
}

/**
 * The synastry interpretation in three parts, each text's body as printed (plain text).
 * `contacts` are the content library's texts of the interpreted contacts (synastryTextUrns),
 * strongest first; `partner` is person 2's name (the report speaks to person 1), called by its
 * first word in the texts.
 */
export function composeSynastryInterpretation(
  synastry: Synastry,
  partner: string,
  contacts: readonly ReportText[],
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): SynastryPart[] {
  const w = SYNASTRY_SYNTHESIS[language];
  partner = partner.trim().split(/\s+/)[0];
  const read = (t: ReportText) => ({ ...t, body: prose.next(plainText(t.body)) });
  const summary = w.summary(scoreSummaryOf(synastry), partner);
  const summaryTexts = [read({ urn: 'synastry:summary', title: summary.title, body: summary.body })];

  const said = withClosingList(contacts.map(read), language);

  let position = 0;
  const directions: [OverlayDirection, readonly HouseOverlay[]][] = [
    ['theirs-in-yours', synastry.houseOverlays.person2InPerson1Houses],
    ['yours-in-theirs', synastry.houseOverlays.person1InPerson2Houses],
  ];
  const overlayTexts = directions
    .map(([direction, overlays]) => {
      const body = overlayHouses(overlays)
        .map((house) => w.overlay(direction, partner, house, position++))
        .join(' ');
      return read({ urn: `synastry:overlays:${direction}`, title: w.overlayTitle(direction, partner), body });
    })
    .filter((t) => t.body !== '');
  return [
    { id: 'summary', texts: summaryTexts },
    { id: 'contacts', texts: said },
    { id: 'overlays', texts: overlayTexts },
  ];
}
