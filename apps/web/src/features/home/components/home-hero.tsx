import { HOME_TEXT, PATHS } from '@ibh/contract';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { HeroIntro } from '@/components/page/hero-intro';
import { ButtonLink } from '@/components/ui/button';
import { ProofCardPreview } from './proof-card-preview';

const HERO_TEXT = {
  eyebrow: 'Proof-first network',
  title: (
    <>
      Raw ideas in. <span className="text-sapphire-600">Real proof</span> out.
    </>
  ),
  intro: `IBH is ${HOME_TEXT.tagline}.`,
};

/** Home hero: the tagline and the three entry points (000 section 2, 001 section 2.9). */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid items-center gap-10 pt-6 sm:pt-10 xl:grid-cols-[1.4fr_1fr]"
    >
      <div>
        <HeroIntro
          id="hero-title"
          text={HERO_TEXT}
          icon={ShieldCheck}
          tone="gold"
          titleClassName="text-ink"
          introWidth="max-w-xl"
        />
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
