import { z } from 'zod';
import { reasonText } from '../reasons';

/** The page of a list shown a page at a time, from 1 (a query string's text read as a number). */
export const PageNumber = z.coerce
  .number({ error: reasonText('progress.pageNumber') })
  .int({ error: reasonText('progress.pageNumber') })
  .min(1, { error: reasonText('progress.firstPage') })
  .default(1);
