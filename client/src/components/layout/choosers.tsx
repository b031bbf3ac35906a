import { CurrencyChooser } from './currency-chooser.tsx';
import { LanguageChooser } from './language-chooser.tsx';

/** The navbar's language and currency choosers: one lazy chunk, one name in the first load. */
export function Choosers() {
  return (
    <>
      <LanguageChooser />
      <CurrencyChooser />
    </>
  );
}
