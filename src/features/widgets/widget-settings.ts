/**
 * Widget types and their settings: which module each type needs, the sections a synastry widget
 * can show, and the defaults a new widget gets.
 */

import { HOUSE_SYSTEMS, type HouseSystem } from '../../astro/vocabulary.ts';
import type { ModuleId } from '../../auth/modules.ts';
import { THEME_IDS, type ThemeId } from '../../chart/index.ts';
import { LANGUAGES, type Language } from '../../interpretation/index.ts';

/** Widget types; each is served by its own widget API route (`/api/widget-api/{type}/{widgetId}`). */
export const WIDGET_TYPES = ['synastry'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** The module a widget of each type requires: the organization must have bought it and the key must allow it. */
export const REQUIRED_MODULE: Readonly<Record<WidgetType, ModuleId>> = { synastry: 'synastry' };

/** Sections of the synastry widget, in display order. */
export const SYNASTRY_SECTIONS = ['chart', 'score', 'aspects', 'overlays', 'composite', 'davison'] as const;
export type SynastrySection = (typeof SYNASTRY_SECTIONS)[number];

/** Display settings of a widget. */
export interface WidgetSettings {
  /** Colour theme of the widget and its chart. */
  theme: ThemeId;
  /** Language of labels and interpretation texts. */
  language: Language;
  /** House system of both charts, the composite and the Davison chart (API name). */
  houseSystem: HouseSystem;
  /** Sections shown, in display order; `chart` also decides whether the API draws the bi-wheel. */
  sections: SynastrySection[];
}

/** Settings of a new widget when none are given. */
export const DEFAULT_SETTINGS: Readonly<WidgetSettings> = {
  theme: 'light',
  language: 'en',
  houseSystem: 'placidus',
  sections: [...SYNASTRY_SECTIONS],
};

export const HOUSE_SYSTEM_NAMES = Object.keys(HOUSE_SYSTEMS) as HouseSystem[];
export { LANGUAGES, THEME_IDS };

/**
 * Settings as stored (JSON, possibly written by an older version) made whole: missing or unknown
 * values fall back to the defaults.
 * @param stored the stored settings object
 * @returns complete settings
 */
export function completeSettings(stored: unknown): WidgetSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof WidgetSettings, unknown>>;
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const sections = Array.isArray(s.sections)
    ? SYNASTRY_SECTIONS.filter((section) => (s.sections as unknown[]).includes(section))
    : [...DEFAULT_SETTINGS.sections];
  return {
    theme: pick(s.theme, THEME_IDS, DEFAULT_SETTINGS.theme),
    language: pick(s.language, LANGUAGES, DEFAULT_SETTINGS.language),
    houseSystem: pick(s.houseSystem, HOUSE_SYSTEM_NAMES, DEFAULT_SETTINGS.houseSystem),
    sections: sections.length ? sections : [...DEFAULT_SETTINGS.sections],
  };
}

/**
 * Settings with the members of `changes` that are given (not undefined) replacing those of `base`.
 * @param base complete settings
 * @param changes some settings members
 * @returns complete settings
 */
export function mergeSettings(
  base: WidgetSettings,
  changes: Partial<Record<keyof WidgetSettings, unknown>> | undefined,
): WidgetSettings {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes ?? {})) if (value !== undefined) merged[key] = value;
  return completeSettings(merged);
}
