/**
 * The prose of a report's interpretation section read as one text. Each interpretation text is
 * written on its own (and an organization may have its own copies), so texts side by side repeat
 * each other: the same sentence ("The influence lasts a few days."), or the same lead-in with a
 * different ending ("The advice is simple: …" in eight texts of one transit report). The report
 * prints each sentence once, and a lead-in (the words before a colon) only the first time: later
 * sentences keep what follows it.
 */
import { capitalize } from '../interpretation/sentences.ts';

/** Longest lead-in taken as a frame ("Best use of this square:"), in characters. */
const LEAD_IN_MAX = 60;

/**
 * Sentences of a paragraph: split after . ! ? (or a closing quote) before the next capital, after
 * the danda (।), and after Japanese 。！？ (which no space follows).
 */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…]["”»]?)\s+(?=["“«¿¡]?\p{Lu})|(?<=।)\s+|(?<=[。！？][」』）]?)(?![」』）])\s*(?=\S)/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const key = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?…।]+$/u, '');

/** The lead-in of a sentence ("The advice is simple") and the rest, or undefined. */
function leadIn(sentence: string): [string, string] | undefined {
  const colon = sentence.indexOf(': ');
  if (colon < 3 || colon > LEAD_IN_MAX) return undefined;
  const rest = sentence.slice(colon + 2).trim();
  return rest.length > 0 ? [sentence.slice(0, colon), rest] : undefined;
}

/** What a report's prose left out of the sentences it read. */
export interface ProseTally {
  /** Sentences read. */
  read: number;
  /** Sentences left out as said before. */
  repeated: number;
  /** Sentences the budget refused. */
  refused: number;
}

/** Keeps track of what the report has printed; `next` gives a text body as it should be printed. */
export class ReportProse {
  private readonly sentences = new Set<string>();
  private readonly leadIns = new Set<string>();
  /** What the prose has read and left out so far. */
  readonly tally: ProseTally = { read: 0, repeated: 0, refused: 0 };

  /** `admits(sentence)`, when given, may refuse a sentence (and counts those it admits). */
  constructor(private readonly budget?: { admits(sentence: string): boolean }) {}

  /** `body` (plain text, paragraphs separated by blank lines) without what earlier bodies said. */
  next(body: string): string {
    const paragraphs: string[] = [];
    for (const paragraph of body.split(/\n\s*\n/)) {
      const kept: string[] = [];
      for (const sentence of sentencesOf(paragraph.replace(/\s*\n\s*/g, ' '))) {
        let printed = sentence;
        const frame = leadIn(sentence);
        if (frame) {
          const lead = key(frame[0]);
          if (this.leadIns.has(lead)) printed = capitalize(frame[1]);
          else this.leadIns.add(lead);
        }
        this.tally.read++;
        const k = key(printed);
        if (this.sentences.has(k) || this.sentences.has(key(sentence))) {
          this.tally.repeated++;
          continue;
        }
        if (this.budget && !this.budget.admits(printed)) {
          this.tally.refused++;
          continue;
        }
        this.sentences.add(k);
        kept.push(printed);
      }
      // Japanese sets no space between sentences.
      if (kept.length > 0) paragraphs.push(kept.join(' ').replace(/(?<=[。！？」』])\s+/gu, ''));
    }
    return paragraphs.join('\n\n');
  }
}
