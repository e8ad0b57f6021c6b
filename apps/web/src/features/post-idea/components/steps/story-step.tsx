import { IDEA, POST_IDEA_TEXT } from '@ibh/contract';
import { TextareaField } from '@/components/ui/textarea-field';
import { FilePicker, type FilePickerProps } from '../file-picker';
import { countedField } from './counter';
import type { StepProps } from './step-props';

/** Step 2: short description (required), full description, roadmap (cut at 4000) and files. */
export function StoryStep({ files, ...props }: StepProps & { files: FilePickerProps }) {
  return (
    <div className="flex flex-col gap-5">
      <TextareaField
        label={POST_IDEA_TEXT.shortDescription}
        hint={POST_IDEA_TEXT.shortDescriptionHint}
        rows={3}
        required
        {...countedField(props, 'shortDescription', IDEA.shortDescriptionMax)}
      />
      <TextareaField
        label={POST_IDEA_TEXT.fullDescription}
        rows={6}
        {...countedField(props, 'fullDescription', IDEA.fullDescriptionMax)}
      />
      <TextareaField
        label={POST_IDEA_TEXT.roadmap}
        hint={POST_IDEA_TEXT.roadmapHint}
        rows={4}
        maxLength={IDEA.roadmapMax}
        {...countedField(props, 'roadmap', IDEA.roadmapMax)}
      />
      <FilePicker {...files} />
    </div>
  );
}
