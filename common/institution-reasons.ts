import { reasonFinder, reasonTextOf } from './reasons';

/**
 * The field reasons of institutions (codes `institution.*`), kept apart from FIELD_REASONS: only
 * the institution screens show them, so a visitor's first load never carries their English
 * (docs/performance.md, the 150 KiB budget). The server's envelope finds their codes as it finds
 * the others' (server/http/errors.ts); the web translates them by code (`fieldReasons.institution`),
 * and an institution screen reads an English one back with `institutionReasonOf`.
 */
export const INSTITUTION_FIELD_REASONS = {
  'institution.name': 'Use 1 to {{max}} characters for the institution’s name.',
  'institution.path':
    'Use {{min}} to {{max}} lowercase letters and digits, joined by single hyphens, for the institution’s address.',
  'institution.pathReserved': 'This address names one of the platform’s own pages. Choose another.',
  'institution.pathTaken': 'Another institution has this address. Choose another.',
  'institution.country': 'Choose the institution’s country from the list.',
  'institution.region': 'Choose where the institution’s data is kept from the list.',
  'institution.status': 'Choose whether the institution is active or inactive.',
  'institution.colour': 'Choose a colour such as #0f766e.',
  'institution.email': 'Enter the e-mail address of the person to add.',
  'institution.noAccount': 'No account has this e-mail address. Ask them to sign up first, then add them.',
  'institution.alreadyInTeam': 'This person is already in the institution’s team.',
  'institution.teamFull': 'The team holds at most {{max}} administrators besides its owner.',
  'institution.ownerStays': 'The institution’s owner stays in its team.',
  'institution.notInTeam': 'This person is not in the institution’s team.',
  'institution.alreadyOwner': 'This person already owns the institution.',
  'institution.course': 'Choose a course you administer.',
  'institution.courseInOther': 'This course belongs to another institution.',
  'institution.courseAlreadyAdded': 'This course is already one of the institution’s courses.',
  'institution.courseNotAdded': 'This course is not one of the institution’s courses.',
  'institution.courseNeedsAdministrator':
    'Give this course an administrator outside the institution’s team first, or it would be left with none.',
  'institution.full':
    'This institution has no room for more learners. Ask its administrators to raise its learner limit.',
  'institution.domain': 'Enter a mail domain such as school.example.',
  'institution.domainTwice': 'Each domain may be mapped once.',
  'institution.domains': 'Map at most {{max}} domains.',
  'institution.memberRole': 'Choose learner or educator as the role.',
  'institution.learnerLimit': 'Enter a whole number from 0 to {{max}}.',
  'institution.notMember': 'This person is not a member of the institution.',
  'institution.invitesDailyLimit':
    'This institution can send {{max}} invitations a day. Send the rest tomorrow.',
  'institution.invitationNotFound':
    'This invitation link is not valid. Ask the institution’s administrators for a new one.',
  'institution.invitationOtherAddress':
    'This invitation was sent to another email address. Log out and sign in with the invited address to join the institution.',
  'institution.portalRequired': 'Fill this in, or remove the entry.',
  'institution.portalText': 'Use at most {{max}} characters here.',
  'institution.portalEntries': 'Keep at most {{max}} entries here.',
  'institution.tagManagerCode':
    'Enter a Google Tag Manager container ID such as GTM-AB12CD3, or leave it empty for none.',
  'institution.linkUrl':
    'Enter a web address starting with https://, or an address on this site starting with /.',
  'institution.sectionKind': 'Choose courses, selling points, questions or text as the section’s kind.',
  'institution.sectionOnce': 'Show the courses, the selling points and the questions once each.',
  'institution.viewAccess': 'Choose whether anyone may see the portal or only the institution’s members.',
  'institution.portalPrivate': 'Only the institution’s members can see its portal.',
  'institution.flag': 'Choose on or off.',
  'institution.studentSort': 'Sort by name, last active, learning time or joined, ascending or descending.',
  'institution.requestId': 'Send a whole number as the request’s number.',
  'institution.exportNotFound': 'This export does not exist. Start a new one.',
  'institution.customDomain': 'Enter a domain such as learn.example.edu, without https:// or a path.',
  'institution.customDomainTaken': 'Another institution uses this domain.',
  'institution.customDomainPlatform': 'This is the platform’s own domain. Enter one of your institution’s.',
  'institution.domainPrefix':
    'Use 3 to 40 lowercase letters and digits, joined by single hyphens, for the prefix, or leave it empty.',
  'institution.noCustomDomain': 'This institution has no custom domain yet. Add one first.',
  'institution.reportCourse': 'Choose one of the institution’s courses.',
  'institution.reportClass': 'Choose a class of this course, or all of its classes.',
  'institution.surveyChoice': 'Choose one of the answers.',
  'institution.surveyGoals': 'Choose at least one goal.',
  'institution.surveyComments': 'Use at most {{max}} characters.',
  'institution.surveyUrl': 'Enter an address starting with https://, or leave it empty.',
} as const;

/** The English text of an institution reason with its parameters filled in. */
export const institutionReasonText = /* @__PURE__ */ reasonTextOf(INSTITUTION_FIELD_REASONS);

/** The code and parameters of an institution reason's English text; null for any other text. */
export const institutionReasonOf = /* @__PURE__ */ reasonFinder(INSTITUTION_FIELD_REASONS);
