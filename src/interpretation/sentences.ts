/** Small typographic helpers shared by the composers of every language. */

/** The text with its first letter upper-case (skips leading punctuation such as ¿ or *). */
export function capitalize(text: string): string {
  const i = text.search(/\p{L}/u);
  return i < 0 ? text : text.slice(0, i) + text[i].toUpperCase() + text.slice(i + 1);
}

/** Sentences joined by spaces, each capitalized and ending with a full stop unless it has one. */
export function paragraph(sentences: readonly string[]): string {
  return sentences
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => capitalize(/[.!?:]$/.test(s) ? s : `${s}.`))
    .join(' ');
}

/** Items joined as a list: "a", "a and b", "a, b and c" with the language's conjunction. */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
