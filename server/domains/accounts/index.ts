// The public face of accounts: what higher domains and the composition may use.

export { userOfAccessToken } from './access-token-user';
export { userSignedUp } from './account-hooks';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty } from './demo-accounts';
export { accountsModule } from './module';
export { hashPassword, verifyPassword } from './password';
export { freeProfileName } from './profile-names';
export { avatarUrl } from './profiles';
export { issueSignInHandoff, redeemSignInHandoff } from './sign-in-handoff';
export { loadMe } from './user-methods/load-me';
export { findLoggedInUserData, findUserByEmail, loggedInUserOf } from './users';
