/**
 * The compact text block of a chat context, in the chatbot's language: the persona, who the user
 * is, the natal chart in one line per topic, and the transits now and in the coming days. Written
 * for a language model's prompt: short lines, names from src/interpretation, degrees as 24°13′,
 * dates as YYYY-MM-DD in the user's zone. With `includeText` each transit is followed by its
 * interpretation (title and body on one line).
 */
import type { Language } from '../../interpretation/index.ts';
import type { ChatContext, ContextTransit } from './context-shape.ts';

interface Labels {
  user: string;
  born: string;
  timeUnknown: string;
  natal: string;
  in: string;
  house: string;
  retrograde: string;
  aspects: string;
  balance: string;
  now: string;
  coming: string;
  natalOf: (name: string) => string;
  /** An aspect's name as written mid-sentence. */
  aspect: (name: string) => string;
  orb: string;
  applying: string;
  separating: string;
  exact: string;
  from: string;
  until: string;
  none: string;
  houseSystem: string;
}

const LABELS: Record<Language, Labels> = {
  en: {
    user: 'User',
    born: 'born',
    timeUnknown: 'birth time unknown: no houses, Ascendant or Midheaven',
    natal: 'Natal chart',
    in: 'in',
    house: 'house',
    retrograde: 'retrograde',
    aspects: 'Main natal aspects',
    balance: 'Balance',
    now: 'Transits now',
    coming: 'Coming days',
    natalOf: (name) => `natal ${name}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orb',
    applying: 'applying',
    separating: 'separating',
    exact: 'exact',
    from: 'from',
    until: 'until',
    none: 'none',
    houseSystem: 'houses',
  },
  es: {
    user: 'Usuario',
    born: 'nacimiento',
    timeUnknown: 'hora de nacimiento desconocida: sin casas, Ascendente ni Medio Cielo',
    natal: 'Carta natal',
    in: 'en',
    house: 'casa',
    retrograde: 'retrógrado',
    aspects: 'Aspectos natales principales',
    balance: 'Equilibrio',
    now: 'Tránsitos actuales',
    coming: 'Próximos días',
    natalOf: (name) => `${name} natal`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orbe',
    applying: 'aplicativo',
    separating: 'separativo',
    exact: 'exacto',
    from: 'desde',
    until: 'hasta',
    none: 'ninguno',
    houseSystem: 'casas',
  },
  de: {
    user: 'Nutzer',
    born: 'geboren',
    timeUnknown: 'Geburtszeit unbekannt: ohne Häuser, Aszendent und MC',
    natal: 'Geburtshoroskop',
    in: 'in',
    house: 'Haus',
    retrograde: 'rückläufig',
    aspects: 'Wichtigste Radix-Aspekte',
    balance: 'Verteilung',
    now: 'Aktuelle Transite',
    coming: 'Kommende Tage',
    natalOf: (name) => `Radix-${name}`,
    aspect: (name) => name,
    orb: 'Orbis',
    applying: 'applikativ',
    separating: 'separativ',
    exact: 'exakt',
    from: 'ab',
    until: 'bis',
    none: 'keine',
    houseSystem: 'Häuser',
  },
};

/** 24.2261 → `24°13′` (degrees within a sign, or an orb). */
export function degreesMinutes(value: number): string {
  let degrees = Math.floor(value);
  let minutes = Math.round((value - degrees) * 60);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

function transitLine(
  entry: ContextTransit,
  l: Labels,
  active: boolean,
  date: (iso: string) => string,
  outlookEnd: string,
): string {
  const head = `${entry.transitingName}${entry.retrograde ? ` (${l.retrograde})` : ''} ${l.aspect(entry.aspectName)} ${l.natalOf(entry.natalName)}`;
  const details = active
    ? [`${l.orb} ${degreesMinutes(entry.orbNow)}`, entry.motion === 'applying' ? l.applying : l.separating]
    : entry.inOrbFrom
      ? [`${l.from} ${date(entry.inOrbFrom)}`]
      : [];
  if (entry.exactAt) details.push(`${l.exact} ${date(entry.exactAt)}`);
  // When it leaves orb within the outlook (later: nothing to say in a few days' outlook).
  if (entry.inOrbUntil && Date.parse(entry.inOrbUntil) < Date.parse(outlookEnd))
    details.push(`${l.until} ${date(entry.inOrbUntil)}`);
  const line = `- ${head}: ${details.join(', ')}`;
  // The interpretation (the organization's own wording when it has a copy) only when asked for.
  return entry.body !== undefined ? `${line}\n  ${entry.title ?? ''}: ${entry.body.replace(/\s*\n\s*/g, ' ')}` : line;
}

/**
 * The text block of a context.
 * @param context the structured context (names already in `language`)
 * @param language the chatbot's language
 * @param date formats an ISO instant as the user's local date
 */
export function contextText(
  context: Omit<ChatContext, 'text'>,
  language: Language,
  date: (iso: string) => string,
): string {
  const l = LABELS[language];
  const { chatbot, profile, natal, transits } = context;
  const lines: string[] = [];
  if (chatbot.persona.trim()) lines.push(chatbot.persona.trim(), '');
  const place = profile.birthPlaceName ? `, ${profile.birthPlaceName}` : '';
  const time = profile.birthTime ?? '';
  lines.push(
    `${l.user} ${profile.externalUserId}: ${l.born} ${profile.birthDate}${time ? ` ${time}` : ''}${place} (${profile.timezone ?? profile.utcOffset}).`,
  );
  lines.push('');
  lines.push(
    `${l.natal}${natal.birthTimeKnown ? ` (${l.houseSystem}: ${natal.houseSystemName})` : ` (${l.timeUnknown})`}:`,
  );
  for (const point of Object.values(natal.points)) {
    const house = point.house !== null ? `, ${l.house} ${point.house}` : '';
    // Degrees as the text has always written them: from the value to two decimals (a prompt reads the same).
    const degrees = degreesMinutes(Math.round(point.degreeInSign * 100) / 100);
    lines.push(
      `- ${point.readable.name} ${l.in} ${point.readable.sign.name} ${degrees}${house}${point.retrograde ? `, ${l.retrograde}` : ''}`,
    );
  }
  lines.push(
    `${l.balance}: ${natal.balance.elements.map((e) => `${e.name} ${e.count}`).join(', ')}; ${natal.balance.modalities.map((m) => `${m.name} ${m.count}`).join(', ')}.`,
  );
  lines.push(
    `${l.aspects}: ${natal.aspects.length ? natal.aspects.map((a) => `${a.point1Name} ${l.aspect(a.aspectName)} ${a.point2Name} (${degreesMinutes(a.orb)})`).join('; ') : l.none}.`,
  );
  lines.push('');
  lines.push(`${l.now} (${date(transits.from)}):`);
  if (transits.active.length === 0) lines.push(`- ${l.none}`);
  for (const entry of transits.active) lines.push(transitLine(entry, l, true, date, transits.until));
  lines.push(`${l.coming} (${l.until} ${date(transits.until)}):`);
  if (transits.upcoming.length === 0) lines.push(`- ${l.none}`);
  for (const entry of transits.upcoming) lines.push(transitLine(entry, l, false, date, transits.until));
  return lines.join('\n');
}
