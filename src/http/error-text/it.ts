import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const it: ErrorTexts = { ...en, language: 'it' };
