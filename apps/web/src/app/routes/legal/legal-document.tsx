import { LEGAL_TEXT } from '@ibh/contract';

interface LegalDocumentProps {
  document: (typeof LEGAL_TEXT)['terms' | 'privacy'];
}

/** A legal page: title, summary, date and its sections, in a readable column. */
export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 py-2 sm:py-6">
      <title>{`${document.title} · IBH`}</title>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-ink">{document.title}</h1>
        <p className="mt-2 text-base text-ink-muted">{document.summary}</p>
        <p className="mt-1 text-sm text-ink-muted">{LEGAL_TEXT.updated}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-ink">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
