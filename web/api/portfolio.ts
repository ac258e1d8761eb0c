import type {
  MyPortfolio,
  PortfolioPostsPage,
  PostShownResult,
  PublicPortfolio,
  portfolioCalls,
  SetPublishedInput,
} from '../../common/api/portfolio';
import { call, callKey, callKeyPrefix, callQuery, request } from './call';

// The calls of portfolios (common/api/portfolio.ts): the owner's own, the public page, the course setting.
type Calls = typeof portfolioCalls;
const getMine = call<Calls['getMine']>('portfolio', 'lookup', 'getMine');
const getMyPosts = call<Calls['getMyPosts']>('portfolio', 'lookup', 'getMyPosts');
const setPostShownCall = call<Calls['setPostShown']>('portfolio', 'update', 'setPostShown');
const setPublishedCall = call<Calls['setPublished']>('portfolio', 'update', 'setPublished');
const getPublic = call<Calls['getPublic']>('portfolio', 'lookup', 'getPublic');
const getCourseSetting = call<Calls['getCourseSetting']>('course', 'read', 'getPortfolioSetting');
const setCourseSetting = call<Calls['setCourseSetting']>('course', 'update', 'setPortfolioEnabled');

const loginRequired = { loginRequired: true };

/** Query keys of portfolios. */
export const portfolioKeys = {
  mine: callKey(getMine),
  myPosts: callKeyPrefix(getMyPosts),
  publicPage: (profileName: string) => [...callKeyPrefix(getPublic), profileName] as const,
  courseSetting: (coursePath: string) => callKey(getCourseSetting, { id: coursePath }),
};

/** The signed-in learner's portfolio: published or not, its headline and its counters. */
export const myPortfolioQuery = () => callQuery(getMine, {}, loginRequired);

/** A page of the signed-in learner's portfolio posts, from the cursor `before`. */
export function fetchMyPortfolioPosts(before: string | null): Promise<PortfolioPostsPage> {
  return request(getMyPosts, { input: before ? { before } : {} }, loginRequired);
}

/** Show or hide one of the learner's posts on their public page; answers the counters after it. */
export function setPostShown(postId: string, shown: boolean): Promise<PostShownResult> {
  return request(setPostShownCall, { id: postId, input: { shown } }, loginRequired);
}

/** Publish or unpublish the learner's public page with its headline. */
export function savePortfolio(input: SetPublishedInput): Promise<MyPortfolio> {
  return request(setPublishedCall, { id: 'me', input }, loginRequired);
}

/** A page of the published portfolio of `profileName` (null when it is not published). */
export function fetchPublicPortfolio(profileName: string, before: string | null): Promise<PublicPortfolio> {
  return request(getPublic, { input: before ? { profileName, before } : { profileName } });
}

/** Whether the course's learners' posts go into their portfolios, as query options. */
export const coursePortfolioQuery = (coursePath: string) =>
  callQuery(getCourseSetting, { id: coursePath }, loginRequired);

/** Turn the course's portfolio setting on or off. */
export function saveCoursePortfolio(coursePath: string, portfolioEnabled: boolean) {
  return request(setCourseSetting, { id: coursePath, input: { portfolioEnabled } }, loginRequired);
}
