/**
 * The curl commands of a Markdown file's sh code blocks, each whole: a command goes on while its
 * line ends with a backslash or a single-quoted argument is still open.
 */
export function curlExamples(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)) {
    const lines = block[1].split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      if (!/^\s*curl\s/.test(lines[i])) continue;
      const parts = [lines[i]];
      while (i + 1 < lines.length && (/\\\s*$/.test(parts.at(-1)!) || openQuote(parts.join('\n'))))
        parts.push(lines[++i]);
      commands.push(stripComment(parts.join('\n')));
    }
  }
  return commands;
}

/** True while an odd number of single quotes is open (outside double quotes). */
function openQuote(text: string): boolean {
  let single = false;
  let double = false;
  for (const c of text) {
    if (c === "'" && !double) single = !single;
    else if (c === '"' && !single) double = !double;
  }
  return single;
}

/** Drops a trailing `# comment` on the last line (outside quotes). */
function stripComment(command: string): string {
  const lines = command.split('\n');
  const last = lines.at(-1)!;
  const prefix = lines.slice(0, -1).join('\n');
  let single = openQuote(prefix);
  let double = false;
  for (let i = 0; i < last.length; i += 1) {
    const c = last[i];
    if (c === "'" && !double) single = !single;
    else if (c === '"' && !single) double = !double;
    else if (c === '#' && !single && !double && /\s/.test(last[i - 1] ?? ' ')) {
      lines[lines.length - 1] = last.slice(0, i).trimEnd();
      break;
    }
  }
  return lines.join('\n');
}
