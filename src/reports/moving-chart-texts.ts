/**
 * Which interpretation texts a solar return, lunar return or progressions report prints, in order,
 * composed by src/interpretation/returns (the same texts as the endpoints' `includeText`):
 * - solar and lunar return (the year, or the month until the next return): the return chart read as a whole (its Ascendant and Midheaven, planets on its
 *   angles: src/interpretation/returns/chart), each point's house in the return chart (the Sun's
 *   and Moon's written for the return, the others' stock texts; in the natal report's point order),
 *   then the return's major aspects to natal points, closest first;
 * - progressions: the progressed aspects that perfect within a year of the target date, in time
 *   order, without lifelong or self contacts (moving-contacts.ts); aspects that are merely in orb
 *   now are in the aspects table, not interpreted.
 * A sentence already printed (the texts share their timing sentences) is left out the next
 * times, so that the report never says the same thing twice; the period lead-in ("In this
 * chapter of your life") opens the first stock text only, and the whole is read against the
 * natal report's repetition budget (report-repetition.ts). A text left without sentences is
 * named in a closing list ("Also in effect") instead of a heading over nothing.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import type { CrossAspect } from '../astro/returns/index.ts';
import { ASPECTS, interpretationKey, type PointId } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/index.ts';
import { luminaryHouseSentence, returnChartTexts } from '../interpretation/returns/chart/index.ts';
import { movingAspectText, type ReturnText, returnHouseText } from '../interpretation/returns/index.ts';
import { withClosingList } from './closing-list.ts';
import type { MovingReportChart } from './moving-chart.ts';
import { isReportableContact, isVariantPair } from './moving-contacts.ts';
import { type ReportText, TEXT_CHART_POINTS } from './natal-texts.ts';
import { plainText } from './pdf-layout.ts';
import { ReportProse, sentencesOf } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));
const ORDER = new Map<PointId, number>(TEXT_CHART_POINTS.map((id, i) => [id, i]));
const rank = (id: PointId) => ORDER.get(id) ?? TEXT_CHART_POINTS.length;

/**
 * Drops every sentence printed before. A text all of whose sentences were printed already says
 * what an earlier one says (a progressed aspect to a natal point and to the same progressed
 * point): its title joins that text's title instead.
 */
export function withoutRepeatedSentences(texts: readonly ReportText[]): ReportText[] {
  const printedIn = new Map<string, number>();
  const out: ReportText[] = [];
  for (const text of texts) {
    const sentences = sentencesOf(text.body).map((sentence) => sentence.trim());
    const fresh = sentences.filter((sentence) => !printedIn.has(sentence));
    if (fresh.length === 0) {
      const earlier = sentences.length ? out[printedIn.get(sentences[0])!] : undefined;
      if (earlier && !earlier.title.split(' · ').includes(text.title))
        earlier.title = `${earlier.title} · ${text.title}`;
      continue;
    }
    for (const sentence of fresh) printedIn.set(sentence, out.length);
    out.push({ ...text, body: fresh.join(' ') });
  }
  return out;
}

/**
 * Most return-to-natal aspects interpreted: the closest (a return chart makes some forty major
 * aspects to the natal chart; the aspects table lists them all).
 */
export const RETURN_ASPECT_TEXT_CAP = 12;

/**
 * The texts of a return chart: the chart read as a whole, each point's house (the Sun's and
 * Moon's written for the return, the others' stock texts, in the natal report's point order), then
 * the return's major aspects to natal points, the RETURN_ASPECT_TEXT_CAP closest, closest first.
 */
function returnTexts(
  kind: 'solar-return' | 'lunar-return',
  chart: NatalChart,
  aspectsToNatal: readonly CrossAspect[],
  language: Language,
): ReportText[] {
  const texts: ReportText[] = [];
  for (const t of returnChartTexts(chart, language, kind)) {
    texts.push({ urn: `${kind}:chart:${t.key}`, title: t.title, body: t.body });
  }
  // One text per point: the variants of a point (mean and true node) share one, the first in
  // print order; the angles were read by sign above, and their houses go without saying.
  const said = new Set<string>(['ascendant', 'midheaven']);
  for (const p of [...chart.points].sort((a, b) => rank(a.id) - rank(b.id))) {
    if (said.has(interpretationKey(p.id))) continue;
    said.add(interpretationKey(p.id));
    // The written chart texts above already say what period this reading is for: no stock lead-in.
    const text = returnHouseText(kind, p.id, p.house, language, { leadIn: false });
    // The Sun's and Moon's houses have their own written sentences; other points the stock text.
    const written = p.id === 'sun' || p.id === 'moon' ? luminaryHouseSentence(p.id, p.house, language, kind) : null;
    texts.push(
      ...asReportText(
        `${kind}:${p.id}:house:${p.house}`,
        text && written ? { title: text.title, body: written } : text,
      ),
    );
  }
  const major = aspectsToNatal.filter((a) => MAJOR.has(a.aspect) && !isVariantPair(a.point, a.natal));
  for (const a of major.sort((x, y) => x.orb - y.orb).slice(0, RETURN_ASPECT_TEXT_CAP)) {
    texts.push(
      ...asReportText(
        `${kind}:${a.point}:${a.aspect}:${a.natal}`,
        movingAspectText(kind, a.point, a.aspect, a.natal, language, false, { leadIn: false }),
      ),
    );
  }
  return texts;
}

const asReportText = (urn: string, text: ReturnText | null): ReportText[] =>
  text ? [{ urn, title: text.title, body: text.body }] : [];

/** The report's texts, in print order. */
export function movingChartTexts(
  chart: MovingReportChart,
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): ReportText[] {
  const texts: ReportText[] = [];
  if (chart.kind === 'solar-return' || chart.kind === 'lunar-return') {
    const kind = chart.kind;
    const r = kind === 'solar-return' ? chart.result.return : chart.result.returns[0];
    texts.push(...returnTexts(kind, r.chart, r.aspectsToNatal, language));
  } else {
    // Only contacts that perfect within the report's period (the engine's perfections), and of
    // those only the ones moving-contacts.ts finds worth a text.
    for (const f of chart.result.perfections) {
      if (!isReportableContact(f.point, f.other, f.to)) continue;
      // The period ("In this chapter of your life") is said by the first text only.
      const leadIn = texts.length === 0;
      texts.push(
        ...asReportText(
          `progressed:${f.point}:${f.aspect}:${f.other}:${f.to}`,
          movingAspectText('progressed', f.point, f.aspect, f.other, language, f.to === 'progressed', { leadIn }),
        ),
      );
    }
  }
  // Read as one text, like the natal report: no sentence twice, and no opener or 6-word
  // sequence more than REPEAT_LIMIT times (report-repetition.ts).
  const read = withoutRepeatedSentences(texts).map((t) => ({ ...t, body: prose.next(plainText(t.body)) }));
  // A text whose sentences were all said (or spent) is named in the closing list.
  return withClosingList(read, language);
}

export { ALSO_IN_EFFECT } from './closing-list.ts';
