/**
 * Checks the members of a template that change the PDF (editorConfig, pageSettings and
 * customCss, see src/reports/template-settings.ts and custom-css.ts); a bad value is a 400
 * naming the member, e.g. `data.attributes.pageSettings.margins.top`.
 */
import { errors } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { CustomCssError, parseCustomCss } from '../../reports/custom-css.ts';
import { editorConfigSchema, pageSettingsSchema } from '../../reports/template-settings.ts';

const ATTRIBUTES = 'data.attributes';

/** Throws a 400 ValidationError naming the first invalid honoured member of the given parts. */
export function checkTemplateLook(look: {
  editorConfig?: Record<string, unknown>;
  pageSettings?: Record<string, unknown>;
  customCss?: string;
}): void {
  if (look.editorConfig !== undefined)
    parseOrThrow(editorConfigSchema, look.editorConfig, 'body', `${ATTRIBUTES}.editorConfig`);
  if (look.pageSettings !== undefined)
    parseOrThrow(pageSettingsSchema, look.pageSettings, 'body', `${ATTRIBUTES}.pageSettings`);
  if (look.customCss !== undefined) {
    try {
      parseCustomCss(look.customCss);
    } catch (error) {
      if (error instanceof CustomCssError)
        throw errors.invalidParameter(`${ATTRIBUTES}.customCss`, 'body', (t) => t.customCss(error.problem));
      throw error;
    }
  }
}
