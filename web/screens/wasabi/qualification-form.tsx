import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import type { QualificationDetail, QualificationInput } from '../../../common/api/qualification';
import { SCREEN_ROUTES } from '../../../common/routes';
import { describeError } from '../../api/describe-error';
import { qualificationsChanged, saveQualification } from '../../api/qualifications';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, serverFieldErrors } from '../../lib/field-error';
import { SignatoriesField } from '../certification/signatories-field';
import { CoursePathList } from './course-path-list';

const BLANK: QualificationInput = {
  code: '',
  name: '',
  description: '',
  coreCoursePaths: [],
  electiveCoursePaths: [],
  electivesRequired: 0,
  published: false,
  design: DEFAULT_CERTIFICATE_DESIGN,
};

/** What staff write of an existing qualification: its detail without what the server counts. */
const inputOf = (existing: QualificationDetail): QualificationInput => ({
  code: existing.code,
  name: existing.name,
  description: existing.description,
  coreCoursePaths: existing.coreCoursePaths,
  electiveCoursePaths: existing.electiveCoursePaths,
  electivesRequired: existing.electivesRequired,
  published: existing.published,
  design: existing.design,
});

/** The fields of a qualification, sent whole: creating one (`existing` null) or editing it. */
export function QualificationForm({ existing }: { existing: QualificationDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [input, setInput] = useState<QualificationInput>(existing ? inputOf(existing) : BLANK);
  const save = useMutation({
    mutationFn: () => saveQualification(existing?.code ?? null, input),
    onSuccess: async (saved) => {
      await qualificationsChanged(queryClient);
      // A new code is a new address: back to the list, where the qualification shows under it.
      if (saved.code !== existing?.code) navigate(SCREEN_ROUTES.staffQualifications);
    },
  });
  const set = (change: Partial<QualificationInput>) => setInput((current) => ({ ...current, ...change }));
  const setDesign = (change: Partial<QualificationInput['design']>) =>
    set({ design: { ...input.design, ...change } });
  const errorOf = (field: string) => fieldErrorOf(save.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const formError =
    save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
      ? describeError(save.error)
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      <TextField
        label={t('qualifications.fields.code')}
        hint={t('qualifications.editor.codeHint')}
        value={input.code}
        onChange={(event) => set({ code: event.target.value })}
        error={errorOf('code')}
        required
      />
      <TextField
        label={t('qualifications.fields.name')}
        value={input.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errorOf('name')}
        required
      />
      <TextAreaField
        label={t('qualifications.fields.description')}
        value={input.description}
        onChange={(event) => set({ description: event.target.value })}
        error={errorOf('description')}
      />
      <CoursePathList
        legend={t('qualifications.fields.coreCourses')}
        paths={input.coreCoursePaths}
        onChange={(coreCoursePaths) => set({ coreCoursePaths })}
        error={errorOf('coreCoursePaths')}
      />
      <CoursePathList
        legend={t('qualifications.fields.electiveCourses')}
        paths={input.electiveCoursePaths}
        onChange={(electiveCoursePaths) => set({ electiveCoursePaths })}
        error={errorOf('electiveCoursePaths')}
      />
      <TextField
        label={t('qualifications.fields.electivesRequired')}
        type="number"
        min={0}
        max={input.electiveCoursePaths.length}
        value={String(input.electivesRequired)}
        onChange={(event) => set({ electivesRequired: Number(event.target.value) })}
        error={errorOf('electivesRequired')}
      />
      <CheckboxField
        label={t('qualifications.editor.published')}
        checked={input.published}
        onChange={(published) => set({ published })}
        error={errorOf('published')}
      />
      <TextField
        label={t('qualifications.fields.certificateTitle')}
        value={input.design.title}
        onChange={(event) => setDesign({ title: event.target.value })}
        error={errorOf('design.title')}
      />
      <TextField
        label={t('qualifications.fields.certificateWording')}
        value={input.design.wording}
        onChange={(event) => setDesign({ wording: event.target.value })}
        error={errorOf('design.wording')}
      />
      <SignatoriesField
        coursePath={null}
        signatories={input.design.signatories}
        onChange={(signatories) => setDesign({ signatories })}
        errorOf={(index, field) => errorOf(`design.signatories.${index}.${field}`)}
        error={errorOf('design.signatories')}
      />
      <FormAlert message={formError} />
      {save.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {t('qualifications.editor.saved')}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
        {t('qualifications.editor.save')}
      </button>
    </form>
  );
}
