/**
 * The error catalogue (issue #47): the `title` and `detail` of every error answer in each of the
 * twelve languages, one file per language. An error carries its text as a function of the
 * catalogue (`(t) => t.missingApiKey()`), and the error handler renders it in the request's
 * language (error-handler.ts); `.message` is the English one.
 *
 * Schemas keep writing their custom messages as strings: {@link inputMessage} writes the English
 * text and remembers how to write it in the other languages, {@link cataloguedMessage} finds it
 * again when validation renders the issue.
 */
import type { ProblemReason } from '../../astro/errors.ts';
import type { DateProblem } from '../../astro/time/date-grammar.ts';
import { isLanguage, LANGUAGES, type Language } from '../../interpretation/languages.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import type { ErrorLanguage, ErrorTexts } from './texts.ts';
import { tr } from './tr.ts';

export { ERROR_LANGUAGES, type ErrorLanguage, type ErrorTexts, type ErrorTitles, type ListItem } from './texts.ts';

/** The texts of every language of LANGUAGES (the compiler names a missing one). */
export const ERROR_TEXTS: Readonly<Record<Language, ErrorTexts>> = { en, es, de, fr, it, pt, nl, pl, ru, tr, hi, ja };

/** The languages an error answer may be written in: LANGUAGES, English first. */
export const ERROR_ANSWER_LANGUAGES: readonly ErrorLanguage[] = LANGUAGES;

/** True when `value` is a language the error texts are written in. */
export const isErrorLanguage: (value: unknown) => value is ErrorLanguage = isLanguage;

/** A text of the catalogue, written in whichever language the answer is in. */
export type ErrorText = (t: ErrorTexts) => string;

/** A human text of an error: a catalogue text, or a string written elsewhere (quoted as it is). */
export type Message = string | ErrorText;

/** The text of a message in one language. */
export function write(message: Message, language: ErrorLanguage = 'en'): string {
  return typeof message === 'string' ? message : message(ERROR_TEXTS[language]);
}

const SCHEMA_MESSAGES = new Map<string, ErrorText>();

/**
 * A schema's custom message from the catalogue: returns its English text (what zod is given) and
 * remembers the catalogue text, so that an issue with this message is written in the request's
 * language. The same English text always comes from the same catalogue text.
 */
export function inputMessage(text: ErrorText): string {
  const english = text(en);
  SCHEMA_MESSAGES.set(english, text);
  return english;
}

/** The catalogue text of a schema message written with {@link inputMessage}, else undefined. */
export function cataloguedMessage(english: string): ErrorText | undefined {
  return SCHEMA_MESSAGES.get(english);
}

/**
 * A zod issue whose message is a catalogue text (`ctx.addIssue(catalogueIssue((t) => …))` in a
 * refinement): zod keeps the English message, validation writes the text in the answer's language.
 */
export function catalogueIssue(text: ErrorText): { code: 'custom'; message: string; params: { errorText: ErrorText } } {
  return { code: 'custom', message: text(en), params: { errorText: text } };
}

/** The catalogue text a {@link catalogueIssue} carries, else undefined. */
export function issueText(issue: { code: string; params?: unknown }): ErrorText | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return undefined;
  const text = (issue.params as { errorText?: unknown }).errorText;
  return typeof text === 'function' ? (text as ErrorText) : undefined;
}

/** What the date grammar refused (astro/time/date-grammar.ts), as a catalogue text. */
export function dateProblemText(problem: Pick<DateProblem, 'text' | 'form' | 'reason'>): ErrorText {
  const { text, form, reason } = problem;
  switch (reason.kind) {
    case 'format':
      return (t) => t.dateFormat({ form, lostPlus: reason.lostPlus });
    case 'month':
      return (t) => t.noSuchMonth({ text, month: reason.month, form });
    case 'day':
      return (t) => t.noSuchDay({ text, ...reason, form });
    case 'hour24':
      return (t) => t.hour24({ text, next: reason.next, form });
    case 'time':
      return (t) => t.noSuchTime({ text, unit: reason.unit, value: reason.value, form });
    case 'leapSecond':
      return (t) => t.leapSecond({ text, form });
    case 'withTime':
      return (t) => t.dateWithTime({ form });
    case 'noTime':
      return (t) => t.noTimeOfDay({ text, form });
    case 'noOffset':
      return (t) => t.noOffset({ text, form });
    case 'offset':
      return (t) => t.offsetOutOfRange({ text, offset: reason.offset, form });
  }
}

/** What a calculation found wrong with its input (astro/errors.ts ProblemReason), as a catalogue text. */
export function reasonText(reason: ProblemReason): ErrorText {
  switch (reason.kind) {
    case 'date':
      return dateProblemText(reason);
    case 'unknownTimezone':
      return (t) => t.unknownTimezone(reason);
    case 'range':
      return (t) => t.range(reason);
    case 'after':
      return (t) => t.after(reason);
    case 'span':
      return (t) => t.span(reason);
    case 'among':
      return (t) => t.among(reason);
    case 'houseSystem':
      return (t) => t.engineHouseSystem(reason);
    case 'shape':
      return (t) => t.shape(reason);
    case 'siderealOnly':
      return (t) => t.siderealOnly();
    case 'placeNeeded':
      return (t) => t.placeNeeded(reason);
    case 'polar':
      return (t) => t.polar(reason);
    case 'localTime':
      return (t) => t.localTime(reason);
    case 'tooManyReturns':
      return (t) => t.tooManyReturns(reason);
    case 'afterBirth':
      return (t) => t.afterBirth(reason);
    case 'orb':
      return (t) => t.orb(reason);
    case 'unknownStar':
      return (t) => t.unknownStar();
  }
}
