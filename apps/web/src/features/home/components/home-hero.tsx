import { HOME_TEXT, PATHS } from '@ibh/contract';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { ProofCardPreview } from './proof-card-preview';

/** Home hero: the tagline and the three entry points (000 section 2, 001 section 2.9). */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid items-center gap-10 pt-6 sm:pt-10 xl:grid-cols-[1.4fr_1fr]"
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-gold-100 bg-gold-50 px-3 py-1 text-xs font-semibold tracking-wide text-gold-800 uppercase">
          <ShieldCheck aria-hidden className="size-3.5" />
          Proof-first network
        </p>
        <h1
          id="hero-title"
          className="mt-5 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
        >
          Raw ideas in. <span className="text-sapphire-600">Real proof</span> out.
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">IBH is {HOME_TEXT.tagline}.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to={PATHS.postIdea} variant="gold" size="lg">
            {HOME_TEXT.postIdea}
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
          <ButtonLink to={PATHS.cofounders} variant="secondary" size="lg">
            {HOME_TEXT.findCofounder}
          </ButtonLink>
          <ButtonLink to={PATHS.browseServices} variant="primary" size="lg">
            {HOME_TEXT.shop}
          </ButtonLink>
        </div>
      </div>
      <ProofCardPreview />
    </section>
  );
}
