// The public face of social: what higher domains (notifications) and the composition may use.
export {
  CLASSMATES as DEMO_CLASSMATES,
  DEMO_SOCIAL_COURSE,
  DEMO_SOCIAL_ENROLLED_DAYS_AGO,
} from './demo-social';
export { socialModule } from './module';
export { commentCreated, kudosGiven, postCreated, type SocialPlace } from './social-hooks';
