/**
 * The MCP prompts: common jobs written as a first user message that names the tool to call and
 * what to do with its answer. Each is offered only when the caller may call its tool.
 */

export interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}

export interface OperationPrompt {
  name: string;
  title: string;
  description: string;
  /** The operation the prompt works with (a tool the caller must see). */
  tool: string;
  arguments: PromptArgument[];
  text(args: Record<string, string>): string;
}

const birthArguments = (who: string, prefix = ''): PromptArgument[] => [
  { name: `${prefix}birthDateTime`, description: `${who} local birth date-time, YYYY-MM-DDTHH:mm`, required: true },
  { name: `${prefix}birthPlace`, description: `${who} birth place (name, or latitude,longitude)`, required: true },
];

const language: PromptArgument = {
  name: 'language',
  description: 'Language of the reading and the texts: en, de or es (default en)',
  required: false,
};

const place = (value: string) =>
  /^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/.test(value.trim())
    ? `at latitude,longitude ${value.trim()}`
    : `in ${value} (find its coordinates and time zone with the searchPlaces tool first)`;

export const PROMPTS: OperationPrompt[] = [
  {
    name: 'read-my-chart',
    title: 'Read my natal chart',
    description: 'Calculate a natal chart and read it: the patterns first, then the luminaries, angles and planets',
    tool: 'postNatalChart',
    arguments: [...birthArguments('The'), language],
    text: (a) =>
      `Calculate my natal chart with the postNatalChart tool: born ${a.birthDateTime} local time ${place(a.birthPlace)}. ` +
      `Use includeText true and language ${a.language || 'en'}. Then read the chart for me in that language: ` +
      'start with its patterns and the chart ruler, then the Sun, the Moon and the Ascendant, then the closest aspects. ' +
      'Quote degrees as the tool gives them and do not invent positions the answer does not contain.',
  },
  {
    name: 'transit-meaning',
    title: 'What does this transit mean?',
    description: 'Find the exact transits to a natal chart in a span and explain the one asked about',
    tool: 'calculateTransits',
    arguments: [
      ...birthArguments('The'),
      { name: 'transit', description: 'The transit asked about, e.g. "Saturn square my Sun"', required: true },
      { name: 'from', description: 'Start of the span, YYYY-MM-DD (default today)', required: false },
      { name: 'until', description: 'End of the span, YYYY-MM-DD (default three months on)', required: false },
      language,
    ],
    text: (a) =>
      `I was born ${a.birthDateTime} local time ${place(a.birthPlace)}. What does "${a.transit}" mean for me? ` +
      `Find it with the calculateTransits tool (transitDateStart ${a.from || 'today'}, transitDateEnd ${a.until || 'three months on'}), ` +
      'say when it is exact and when it is in orb, and explain it in the light of where the natal point stands ' +
      `(sign and house). Answer in language ${a.language || 'en'}.`,
  },
  {
    name: 'compare-charts',
    title: 'Compare two charts',
    description: 'Synastry of two people: the strongest contacts between their charts, and what they mean',
    tool: 'calculateSynastryChart',
    arguments: [
      ...birthArguments("The first person's", 'person1.'),
      ...birthArguments("The second person's", 'person2.'),
      language,
    ],
    text: (a) =>
      `Compare two charts with the calculateSynastryChart tool. Person 1: born ${a['person1.birthDateTime']} ` +
      `${place(a['person1.birthPlace'])}. Person 2: born ${a['person2.birthDateTime']} ${place(a['person2.birthPlace'])}. ` +
      'Describe the closest cross-aspects first (Sun, Moon, Venus, Mars and the Ascendant), what draws them together and ' +
      `where they will rub, in language ${a.language || 'en'}.`,
  },
];
