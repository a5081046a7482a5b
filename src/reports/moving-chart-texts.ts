/**
 * Which interpretation texts a solar return or progressions report prints, in order, composed
 * by src/interpretation/returns (the same texts as the endpoints' `includeText`):
 * - solar return: the return chart read as a whole (its Ascendant and Midheaven, planets on its
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
import { ASPECTS, type PointId } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/index.ts';
import { luminaryHouseSentence, returnChartTexts } from '../interpretation/returns/chart/index.ts';
import { movingAspectText, type ReturnText, returnHouseText } from '../interpretation/returns/index.ts';
import type { MovingReportChart } from './moving-chart.ts';
import { isReportableContact } from './moving-contacts.ts';
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

const asReportText = (urn: string, text: ReturnText | null): ReportText[] =>
  text ? [{ urn, title: text.title, body: text.body }] : [];

/** The report's texts, in print order. */
export function movingChartTexts(chart: MovingReportChart, language: Language): ReportText[] {
  const texts: ReportText[] = [];
  if (chart.kind === 'solar-return') {
    const r = chart.result.return;
    for (const t of returnChartTexts(r.chart, language)) {
      texts.push({ urn: `solar-return:chart:${t.key}`, title: t.title, body: t.body });
    }
    for (const p of [...r.chart.points].sort((a, b) => rank(a.id) - rank(b.id))) {
      // The written chart texts above already say that this is the year's reading: no stock lead-in.
      const text = returnHouseText('solar-return', p.id, p.house, language, { leadIn: false });
      // The Sun's and Moon's houses have their own written sentences; other points the stock text.
      const written = p.id === 'sun' || p.id === 'moon' ? luminaryHouseSentence(p.id, p.house, language) : null;
      texts.push(
        ...asReportText(
          `solar-return:${p.id}:house:${p.house}`,
          text && written ? { title: text.title, body: written } : text,
        ),
      );
    }
    for (const a of [...r.aspectsToNatal].filter((a) => MAJOR.has(a.aspect)).sort((x, y) => x.orb - y.orb)) {
      texts.push(
        ...asReportText(
          `solar-return:${a.point}:${a.aspect}:${a.natal}`,
          movingAspectText('solar-return', a.point, a.aspect, a.natal, language, false, { leadIn: false }),
        ),
      );
    }
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
  const prose = new ReportProse(new RepetitionBudget(language));
  const read = withoutRepeatedSentences(texts).map((t) => ({ ...t, body: prose.next(plainText(t.body)) }));
  // A text whose sentences were all said (or spent) gets no heading over nothing: the report
  // still names it, in one closing list of titles (its urn lists theirs, joined as above).
  const said = read.filter((t) => t.body !== '');
  const named = read.filter((t) => t.body === '');
  if (named.length)
    said.push({
      urn: named.map((t) => t.urn).join(' · '),
      title: ALSO_IN_EFFECT[language],
      body: `${named.map((t) => t.title).join('; ')}.`,
    });
  return said;
}

/**
 * The heading of the closing list of texts that would only repeat what was said: a list of
 * titles, not prose (the repetition rule reads prose).
 */
export const ALSO_IN_EFFECT: Record<Language, string> = {
  en: 'Also in effect',
  de: 'Außerdem wirksam',
  es: 'También en juego',
};
