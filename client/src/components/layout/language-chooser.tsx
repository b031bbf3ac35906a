import { useMutation } from '@tanstack/react-query';
import type { ChosenLanguage } from '#shared/i18n/chosen-language.schema.ts';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import { languageNames, languages } from '#shared/i18n/languages.ts';
import { languageChooser as t } from '#shared/messages/language-chooser.ts';
import { api } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The page's address without `?lang=`: the chosen language (its cookie) decides from now on. */
function addressWithoutLanguage(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The language chooser of the navbar and the footer (PRODUCT.md §18). Each language is named in
 * itself. PUT /language keeps the choice (the `lang` cookie, and a buyer's profile for their mails);
 * the page then loads again in it: the server renders it, and the web app loads its translations.
 */
export function LanguageChooser({ className = 'select select-sm w-auto' }: { className?: string }) {
  const hydrated = useHydrated();
  // A refusal shows as the mutations' error toast.
  const choose = useMutation({
    mutationFn: (language: string) => api<ChosenLanguage>('/language', { method: 'PUT', body: { language } }),
    onSuccess: () => window.location.assign(addressWithoutLanguage()),
  });
  return (
    <select
      aria-label={t.label}
      className={className}
      value={currentLanguage()}
      disabled={!hydrated || choose.isPending}
      aria-busy={choose.isPending || undefined}
      onChange={(event) => choose.mutate(event.target.value)}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </select>
  );
}
