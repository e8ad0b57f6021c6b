import { IDEA_TEXT, PATHS, POST_IDEA_TEXT, WIZARD_STEPS } from '@ibh/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { isApiRequestError } from '@/lib/api-client';
import { serverFieldErrors, withDetail } from '@/lib/form-errors';
import { type PublishProgress, publishIdea } from '../api/publish-idea';
import { useDraft } from '../hooks/use-draft';
import { useFieldFocus } from '../hooks/use-field-focus';
import {
  type FieldErrors,
  firstErrorField,
  firstFailingStep,
  PREVIEW_STEP,
  STEP_FIELDS,
  stepOfField,
  validateAll,
  validateStep,
} from '../lib/step-validation';
import { EMPTY_VALUES, inputValue, type WizardField, type WizardValues } from '../lib/wizard-values';
import { BasicsStep } from './steps/basics-step';
import { PreviewStep } from './steps/preview-step';
import { PrivacyStep } from './steps/privacy-step';
import { StoryStep } from './steps/story-step';
import { TeamStep } from './steps/team-step';
import { SummaryAside, SummaryDisclosure } from './summary-panel';
import { WizardFooter } from './wizard-footer';
import { type StepState, WizardStepper } from './wizard-stepper';

const stepHasErrors = (step: number, errors: FieldErrors) =>
  (STEP_FIELDS[step] ?? []).some((field) => errors[field]);

/**
 * The five-step Post Idea wizard (000 sections 2, 4, 5, 8): Continue validates the step, the
 * stepper and the summary jump anywhere, the draft is kept in local storage as you type,
 * Publish re-validates steps 0-3, posts the idea, uploads the files and goes to /explore.
 */
export function PostIdeaWizard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const draft = useDraft(userId);
  const [values, setValues] = useState<WizardValues>(() => draft.restored?.values ?? EMPTY_VALUES);
  const [step, setStep] = useState(() => draft.restored?.step ?? 0);
  const [reached, setReached] = useState(step);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<PublishProgress | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { fieldRef, focusLater } = useFieldFocus(heading);

  // Saved as you type (the first render only shows what was restored).
  const firstRender = useRef(true);
  const { save } = draft;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    save({ values, step });
  }, [values, step, save]);

  const onChange = <F extends WizardField>(field: F, value: WizardValues[F]) => {
    const next = typeof value === 'string' ? (inputValue(field, value) as WizardValues[F]) : value;
    const updated = { ...values, [field]: next };
    setValues(updated);
    // A shown error updates as soon as the field changes; new errors wait for Continue.
    if (errors[field]) setErrors({ ...errors, [field]: validateAll(updated)[field] });
  };

  const goTo = (target: number, focus: WizardField | 'heading' = 'heading') => {
    setStep(target);
    setReached((r) => Math.max(r, target));
    focusLater(focus);
  };

  const showStepErrors = (target: number): boolean => {
    const stepErrors = validateStep(target, values);
    const fields = STEP_FIELDS[target] ?? [];
    setErrors((shown) => {
      const next = { ...shown };
      for (const field of fields) next[field] = stepErrors[field];
      return next;
    });
    const first = firstErrorField(target, stepErrors);
    if (first) goTo(target, first);
    return first === undefined;
  };

  const publish = async () => {
    const failing = firstFailingStep(values);
    if (failing !== null) {
      showStepErrors(failing);
      return;
    }
    setFormError(null);
    setProgress({ percent: 0, filesDone: 0, filesTotal: files.length });
    try {
      const result = await publishIdea(values, files, setProgress);
      for (const { file, error } of result.failed)
        toast.error(withDetail(POST_IDEA_TEXT.uploadSkipped(file.name), error));
      draft.clear();
      toast.success(POST_IDEA_TEXT.published);
      await navigate(PATHS.explore);
    } catch (error) {
      setProgress(null);
      setFormError(publishErrorMessage(error));
      const fieldErrors = serverFieldErrors(error).filter(([field]) => stepOfField(field) !== null);
      const first = fieldErrors[0];
      if (first) {
        setErrors((shown) => ({ ...shown, ...Object.fromEntries(fieldErrors) }));
        goTo(stepOfField(first[0]) ?? 0, first[0] as WizardField);
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    if (step === PREVIEW_STEP) {
      void publish();
    } else if (showStepErrors(step)) {
      goTo(step + 1);
    }
  };

  const saveNow = () => {
    if (draft.save({ values, step })) toast.success(POST_IDEA_TEXT.draftSaved);
  };

  const allErrors = validateAll(values);
  const states: StepState[] = WIZARD_STEPS.map((_, index) => {
    if (index === step) return 'current';
    if (stepHasErrors(index, errors)) return 'error';
    const valid = !stepHasErrors(index, allErrors);
    return index < PREVIEW_STEP && index <= reached && valid ? 'done' : 'todo';
  });

  const stepProps = { values, errors, onChange, fieldRef };
  const label = WIZARD_STEPS[step] ?? '';
  return (
    <div className="flex flex-col gap-5">
      {draft.restored ? (
        <FormAlert tone="info">
          {POST_IDEA_TEXT.draftRestored} {POST_IDEA_TEXT.filesNotKept}
        </FormAlert>
      ) : null}
      <WizardStepper states={states} onSelect={(index) => goTo(index)} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="post-idea-step-title"
          className="flex min-w-0 flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-6"
        >
          <div>
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
              {POST_IDEA_TEXT.stepOf(step + 1, WIZARD_STEPS.length)}
            </p>
            <h2
              id="post-idea-step-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-xl font-semibold text-ink outline-none"
            >
              {label}
            </h2>
          </div>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <fieldset disabled={progress !== null} className="m-0 min-w-0 border-0 p-0">
            <legend className="sr-only">{label}</legend>
            {step === 0 ? <BasicsStep {...stepProps} /> : null}
            {step === 1 ? (
              <StoryStep
                {...stepProps}
                files={{
                  files,
                  error: fileError,
                  onChange: (next, error) => {
                    setFiles(next);
                    setFileError(error);
                  },
                }}
              />
            ) : null}
            {step === 2 ? <TeamStep {...stepProps} /> : null}
            {step === 3 ? <PrivacyStep {...stepProps} /> : null}
            {step === PREVIEW_STEP ? <PreviewStep values={values} files={files} /> : null}
          </fieldset>
          <WizardFooter
            isFirst={step === 0}
            isLast={step === PREVIEW_STEP}
            draftStatus={draft.status}
            progress={progress}
            onBack={() => goTo(Math.max(0, step - 1))}
            onSaveDraft={saveNow}
          />
        </form>
        <SummaryAside values={values} fileCount={files.length} onJump={(index) => goTo(index)} />
      </div>
      <SummaryDisclosure values={values} fileCount={files.length} onJump={(index) => goTo(index)} />
    </div>
  );
}

/** The server's message for a refused insert; the spec's fallback when it could not be reached. */
function publishErrorMessage(error: unknown): string {
  if (!isApiRequestError(error)) return IDEA_TEXT.publishFailed;
  if (error.status === 401) return IDEA_TEXT.signInToPublish;
  if (error.code === 'E_UNAVAILABLE' || error.code === 'E_INTERNAL') return IDEA_TEXT.publishFailed;
  return error.message;
}
