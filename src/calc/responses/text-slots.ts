/**
 * Places in a ready-to-send response where interpretation texts go. The texts are the
 * organization's (its custom copies, cached on the web thread), so a calculation task cannot
 * write them; instead of answering with the URNs it needs and running again with the texts, the
 * task writes a placeholder in each place and says which URNs belong there (a {@link TextSlot}),
 * and the web thread fills the places with the texts' JSON between the bytes the task serialized.
 * The task still shapes the whole body (the versioning registry's walk-back runs on the body with
 * its placeholders, which may move or repeat them), so the web thread only splices.
 */

/** One text a slot may show: its URN and the members written before `title` and `body`. */
export interface SlotEntry {
  urn: string;
  /** Members written first, e.g. `{ kind: 'planet-sign', urn }`; by default `{ urn }`. */
  members: Record<string, string>;
}

/**
 * What a slot becomes: `list`, a JSON array of `{ ...members, title, body }` for the entries that
 * have a text (an empty array when none has); `one`, the first entry's `{ ...members, title, body }`,
 * or `null` when it has no text or the slot has no entry.
 */
export interface TextSlot {
  form: 'list' | 'one';
  entries: SlotEntry[];
}

/** The marker a placeholder string starts with: NUL never reaches a response (the edge refuses it in any input). */
const MARK = '\u0000text-slot:';
/** A placeholder as JSON.stringify writes it, with the slot's index. */
const PLACEHOLDER = /"\\u0000text-slot:(\d+)"/g;

/** Collects a response's slots while a presenter builds the body; each call answers the placeholder to put in the body. */
export class TextSlots {
  /**
   * @param slots the response's slots so far (shared by the views {@link only} makes)
   * @param shown when given, entries of other URNs are left out of the slots this collects
   */
  constructor(
    readonly slots: TextSlot[] = [],
    private readonly shown?: ReadonlySet<string>,
  ) {}

  /**
   * The same response's slots, for a part that shows only texts of `urns`: a relationship
   * response's echoed natal charts show the texts the response's own chart asked for.
   */
  only(urns: ReadonlySet<string>): TextSlots {
    return new TextSlots(this.slots, urns);
  }

  /** A list of texts (entries without a text are left out). */
  list(entries: SlotEntry[]): string {
    return this.add({ form: 'list', entries });
  }

  /** One text, or null. */
  one(entry: SlotEntry | null): string {
    return this.add({ form: 'one', entries: entry ? [entry] : [] });
  }

  private add(slot: TextSlot): string {
    const shown = this.shown;
    this.slots.push(shown ? { form: slot.form, entries: slot.entries.filter((entry) => shown.has(entry.urn)) } : slot);
    return `${MARK}${this.slots.length - 1}`;
  }
}

/** Serialized JSON with its placeholders taken out: where each was (byte offsets into `bytes`) and which slot it stood for. */
export interface SlottedBytes {
  bytes: Uint8Array;
  /** Pairs: byte offset in `bytes`, slot index. */
  holes: number[];
  slots: TextSlot[];
}

const utf8 = new TextEncoder();

/** Encodes `json` as UTF-8 without its placeholders, noting where each stood. */
export function cutPlaceholders(json: string, slots: TextSlot[]): SlottedBytes {
  const buffer = new Uint8Array(json.length * 3);
  const holes: number[] = [];
  let written = 0;
  let from = 0;
  for (const match of json.matchAll(PLACEHOLDER)) {
    written += utf8.encodeInto(json.slice(from, match.index), buffer.subarray(written)).written;
    holes.push(written, Number(match[1]));
    from = match.index + match[0].length;
  }
  written += utf8.encodeInto(json.slice(from), buffer.subarray(written)).written;
  return { bytes: buffer.slice(0, written), holes, slots };
}

/** Texts by URN, as the web thread found them for the caller. */
export type TextLookup = ReadonlyMap<string, { title: string; body: string }>;

/** The URNs a response's slots ask for, each once. */
export function slotUrns(slots: readonly TextSlot[]): string[] {
  return [...new Set(slots.flatMap((slot) => slot.entries.map((entry) => entry.urn)))];
}

function renderEntry(entry: SlotEntry, text: { title: string; body: string }): string {
  return JSON.stringify({ ...entry.members, title: text.title, body: text.body });
}

/** A slot's JSON text. */
export function renderSlot(slot: TextSlot, texts: TextLookup): string {
  const found = slot.entries.flatMap((entry) => {
    const text = texts.get(entry.urn);
    return text ? [renderEntry(entry, text)] : [];
  });
  if (slot.form === 'one') return found[0] ?? 'null';
  return `[${found.join(',')}]`;
}

/** The response's bytes with every placeholder replaced by its slot's texts. */
export function fillTextSlots(slotted: SlottedBytes, texts: TextLookup): Buffer {
  const { bytes, holes, slots } = slotted;
  const rendered = slots.map((slot) => Buffer.from(renderSlot(slot, texts)));
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let i = 0; i < holes.length; i += 2) {
    parts.push(bytes.subarray(from, holes[i]), rendered[holes[i + 1]]);
    from = holes[i];
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}
