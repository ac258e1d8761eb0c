import { PAGE_TITLE_MAX } from '../../common/api/page-admin';
import { ApiError } from '../api/api-error';
import { fieldErrorOf } from '../lib/field-error';
import { errorText } from './error-text';
import { FormAlert } from './form-alert';
import { PathField } from './path-field';
import { TextField } from './text-field';

interface PageTitlePathFieldsProps {
  titleLabel: string;
  title: string;
  onTitleChange: (title: string) => void;
  coursePath: string;
  /** The page being renamed, if any (its own path counts as free). */
  pageId?: string;
  path: string;
  onPathChange: (path: string) => void;
  /** The error of the last failed save: a refused field's reason shows next to it, any other reason under both. */
  error: unknown;
}

/** A page's title and path fields (page helper details, page settings), with the reasons of a failed save. */
export function PageTitlePathFields({
  titleLabel,
  title,
  onTitleChange,
  coursePath,
  pageId,
  path,
  onPathChange,
  error,
}: PageTitlePathFieldsProps) {
  const fields = error instanceof ApiError ? error.fields : {};
  const general = error && !fields.title && !fields.path ? errorText(error) : undefined;
  return (
    <>
      <TextField
        label={titleLabel}
        name="title"
        value={title}
        maxLength={PAGE_TITLE_MAX}
        required
        error={fieldErrorOf(error, 'title')}
        onChange={(event) => onTitleChange(event.target.value)}
      />
      <PathField
        coursePath={coursePath}
        pageId={pageId}
        value={path}
        onChange={onPathChange}
        error={fieldErrorOf(error, 'path')}
      />
      <FormAlert message={general} />
    </>
  );
}
