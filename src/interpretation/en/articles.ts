/** English indefinite article agreement. */

/** "a steady" / "an intense": the phrase with the indefinite article its first sound takes (vowel-letter rule, with the few exceptions our texts use). */
export function aOrAn(phrase: string): string {
  const exceptions = /^(?:uni|use|one|eu)/i;
  const an = /^[aeiou]/i.test(phrase) && !exceptions.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}
