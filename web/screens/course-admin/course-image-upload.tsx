import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COURSE_IMAGE_SIZES, type CourseData, type CourseImageKind } from '../../../common/api/course';
import { courseAdminKeys, uploadCourseImage } from '../../api/course-admin';
import { imageUploadLimits } from '../../components/error-text';
import { ImagePicker } from '../../components/image-picker';

/** The course image or banner, with a picker to replace it. */
export function CourseImageUpload({ course, kind }: { course: CourseData; kind: CourseImageKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const url = kind === 'image' ? course.imageUrl : course.bannerUrl;
  return (
    <div>
      {url && <img src={url} alt="" className="mb-2 max-h-32 rounded-lg border border-slate-200" />}
      <ImagePicker
        label={kind === 'image' ? t('courseAdmin.appearance.image') : t('courseAdmin.appearance.banner')}
        chooseLabel={t('courseAdmin.appearance.choose')}
        uploadingLabel={t('courseAdmin.appearance.uploading')}
        savedLabel={t('courseAdmin.appearance.uploaded')}
        hint={t('courseAdmin.appearance.imageHint', { ...imageUploadLimits(), ...COURSE_IMAGE_SIZES[kind] })}
        upload={(file: File) => uploadCourseImage(course.path, kind, file)}
        onUploaded={({ url: uploaded }) =>
          queryClient.setQueryData<CourseData>(courseAdminKeys.course(course.path), (current) =>
            current ? { ...current, [kind === 'image' ? 'imageUrl' : 'bannerUrl']: uploaded } : current,
          )
        }
      />
    </div>
  );
}
