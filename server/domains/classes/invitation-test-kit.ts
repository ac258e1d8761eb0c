import { and, eq } from 'drizzle-orm';
import { classInvitations, mailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test helpers for class invitations: the mail sent to an address and the token of its link. */

type InvitationTemplate = 'class_invitation' | 'class_staff_invitation';

/** The class (or staff) invitation mails sent to `address`, oldest first. */
export async function invitationMails(
  testApp: TestApp,
  address: string,
  template: InvitationTemplate = 'class_invitation',
) {
  return testApp.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.templateKey, template)))
    .orderBy(mailOutbox.createdAt);
}

/** The token of the invitation link in the latest class (or staff) invitation mail to `address`. */
export async function invitationToken(
  testApp: TestApp,
  address: string,
  template: InvitationTemplate = 'class_invitation',
): Promise<string> {
  const mails = await invitationMails(testApp, address, template);
  const text = mails.at(-1)?.bodyText ?? '';
  const token = /\/cohorts\/invitation\/([0-9a-f]{64})\//.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link to ${address} in:\n${text}`);
  return token;
}

/** The stored status of the invitation of `address` to a class. */
export async function storedStatus(testApp: TestApp, cohortId: string, address: string) {
  const rows = await testApp.database.db
    .select({ status: classInvitations.status, email: classInvitations.email })
    .from(classInvitations)
    .where(eq(classInvitations.cohortId, cohortId));
  return rows.find((row) => row.email.toLowerCase() === address.toLowerCase())?.status;
}
