import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { SUPPORT_EMAIL } from '../../lib/links';

export const LEGAL_LAST_UPDATED = 'January 31, 2025';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

/** A legal page: back-to-home link, title, last-updated date, numbered sections, contact. */
export function LegalLayout({
  title,
  intro,
  sections,
  contactEmail = SUPPORT_EMAIL,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  contactEmail?: string;
}) {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/"
          className="tap inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to home
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="prose-crease mt-8">
          <p>{intro}</p>
          {sections.map((s, i) => (
            <section key={s.heading}>
              <h2>
                {i + 1}. {s.heading}
              </h2>
              {s.body.map((para, j) => (
                <p key={j}>{para}</p>
              ))}
            </section>
          ))}
          <h2>Contact us</h2>
          <p>
            Questions about this page? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and a member of
            the Crease team will reply within five working days.
          </p>
        </div>
      </article>
    </PublicLayout>
  );
}
