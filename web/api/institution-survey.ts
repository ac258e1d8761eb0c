import type {
  InstitutionSurvey,
  SurveyAddonInput,
  SurveyAnswers,
  surveyCalls,
} from '../../common/api/institution-survey';
import { call, callKey, callQuery, request } from './call';

// The institution survey (common/api/institution-survey.ts); the id is the institution's path.
type Calls = typeof surveyCalls;
const getSurvey = call<Calls['get']>('institute', 'read', 'getInstitutionSurvey');
const submit = call<Calls['submit']>('institute', 'update', 'submitInstitutionSurvey');
const configure = call<Calls['configure']>('institute', 'update', 'setInstitutionSurveyAddon');

const loginRequired = { loginRequired: true };

export const institutionSurveyQuery = (path: string) => callQuery(getSurvey, { id: path }, loginRequired);
export const institutionSurveyKey = (path: string) => callKey(getSurvey, { id: path });

export const submitInstitutionSurvey = (path: string, answers: SurveyAnswers): Promise<InstitutionSurvey> =>
  request(submit, { id: path, input: { answers } }, loginRequired);
export const setInstitutionSurveyAddon = (
  path: string,
  input: SurveyAddonInput,
): Promise<InstitutionSurvey> => request(configure, { id: path, input }, loginRequired);
