import type { Translation } from '../../i18n/translation.ts';
import type { languageChooser } from '../language-chooser.ts';

export default {
  languageChooser: { label: 'Sprache' },
} satisfies { languageChooser: Translation<typeof languageChooser> };
