import { IDEA_PAGE_TEXT, type IdeaDetail } from '@ibh/contract';
import type { ReactNode } from 'react';
import { TitledSection } from '@/components/page/titled-section';
import { IdeaAttachments } from './idea-attachments';
import { IdeaGallery } from './idea-gallery';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

const prose = 'text-base leading-relaxed whitespace-pre-line break-words text-ink';

/** Everything the idea tells: descriptions, roadmap, images and documents. */
export function IdeaStory({ idea }: { idea: IdeaDetail }) {
  return (
    <TitledSection
      id="about-title"
      title={IDEA_PAGE_TEXT.about}
      className="flex flex-col gap-6 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      {idea.shortDescription ? <p className={prose}>{idea.shortDescription}</p> : null}
      {idea.imageUrls.length > 0 ? <IdeaGallery title={idea.title} urls={idea.imageUrls} /> : null}
      {idea.fullDescription ? (
        <Block title={IDEA_PAGE_TEXT.fullDescription}>
          <p className={prose}>{idea.fullDescription}</p>
        </Block>
      ) : null}
      {idea.roadmap ? (
        <Block title={IDEA_PAGE_TEXT.roadmap}>
          <p className={prose}>{idea.roadmap}</p>
        </Block>
      ) : null}
      {idea.attachments.length > 0 ? (
        <Block title={IDEA_PAGE_TEXT.attachments}>
          <IdeaAttachments attachments={idea.attachments} />
        </Block>
      ) : null}
    </TitledSection>
  );
}
