import { IDEA, POST_IDEA_TEXT } from '@ibh/contract';
import { TextareaField } from '@/components/ui/textarea-field';
import { FilePicker, type FilePickerProps } from '../file-picker';
import { Counter } from './counter';
import { type StepProps, textField } from './step-props';

/** Step 2: short description (required), full description, roadmap (cut at 4000) and files. */
export function StoryStep({ files, ...props }: StepProps & { files: FilePickerProps }) {
  const { values } = props;
  return (
    <div className="flex flex-col gap-5">
      <TextareaField
        label={POST_IDEA_TEXT.shortDescription}
        labelAside={<Counter length={values.shortDescription.length} max={IDEA.shortDescriptionMax} />}
        hint={POST_IDEA_TEXT.shortDescriptionHint}
        rows={3}
        required
        {...textField(props, 'shortDescription')}
      />
      <TextareaField
        label={POST_IDEA_TEXT.fullDescription}
        labelAside={<Counter length={values.fullDescription.length} max={IDEA.fullDescriptionMax} />}
        rows={6}
        {...textField(props, 'fullDescription')}
      />
      <TextareaField
        label={POST_IDEA_TEXT.roadmap}
        labelAside={<Counter length={values.roadmap.length} max={IDEA.roadmapMax} />}
        hint={POST_IDEA_TEXT.roadmapHint}
        rows={4}
        maxLength={IDEA.roadmapMax}
        {...textField(props, 'roadmap')}
      />
      <FilePicker {...files} />
    </div>
  );
}
