import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const ja: ErrorTexts = { ...en, language: 'ja' };
