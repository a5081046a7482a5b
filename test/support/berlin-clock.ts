/** "14 Mar 1905, 05:53": an instant as the English reports write it, in Berlin (the sample births' zone). */
export function berlin(iso: string): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}
