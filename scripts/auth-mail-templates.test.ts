/** The committed Auth mail templates are what their one layout and words make. */
import { describe, expect, it } from 'vitest';
import { checkTemplate } from 'local-supabase/auth-templates';
import { authMailTemplates, staleTemplates } from './auth-mail-templates.ts';

describe('Auth mail templates', () => {
  it('supabase/templates/*.html are current (npm run gen:auth-mail writes them)', () => {
    expect(staleTemplates()).toEqual([]);
  });

  it('use only what GoTrue and the local backend both render', () => {
    for (const [file, text] of Object.entries(authMailTemplates())) checkTemplate(text, file);
  });
});
