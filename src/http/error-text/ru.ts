import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const ru: ErrorTexts = { ...en, language: 'ru' };
