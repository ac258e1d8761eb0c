import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { LINK_BUTTON } from '../../components/button-styles';
import { classGroupsPath } from '../../lib/paths';
import { useLearnerClass } from './use-learner-class';

/**
 * Instead of a page restricted to a group type the reader is in no group of (403 group_required):
 * the spec §6 sentence with the type, in the interface language, and a way to the class's groups.
 */
export function GroupRequiredNotice({ error, courseCode }: { error: ApiError; courseCode: string }) {
  const { t } = useTranslation();
  const { member } = useLearnerClass(courseCode, true);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {describeError(error)}
      </p>
      {member && (
        <p className="mt-4">
          <Link to={classGroupsPath(member.cohortPath)} className={LINK_BUTTON}>
            {t('groups.findGroup')}
          </Link>
        </p>
      )}
    </div>
  );
}
