import type { FieldReason } from './errors';

/**
 * The field reasons: why a field (or a whole request) was refused, each declared once with a stable
 * code, its English text and the {{parameters}} the text names. The shared zod schemas and the
 * server speak the English (their *_REASONS blocks are built with `reasonText`); the error envelope
 * carries the code beside it (`fieldCodes`, `reasonCode`), and the web translates the code
 * (`fieldReasons.<code>` in its locale files). No zod here, so the web can read it without the
 * schemas.
 */
export const FIELD_REASONS = {
  // Sign-up, sign-in and the account settings.
  'account.fullName': 'Enter a valid full name',
  'account.email': 'Enter a valid email address',
  'account.passwordTooShort': 'Use at least {{min}} characters',
  'account.passwordTooLong': 'Use at most 200 characters',
  'account.passwordRequired': 'Enter your password',
  'account.acceptTerms': 'Accept the terms of service to continue',
  'account.blankName': "Name can't be blank. Please enter your name.",
  'account.wrongPassword': 'The password is incorrect.',
  'account.timeZone': 'Choose a time zone from the list',
  'account.otpFormat': 'Enter the 6-digit code',
  'account.mfaAlreadyOn': 'Two-step verification is already on.',
  'account.mfaNotStarted': 'Start setting up two-step verification first.',
  'account.mfaOff': 'Two-step verification is off.',

  // Mailed links and codes, new passwords and addresses.
  'credential.invalidLink': 'This link is invalid or has expired. Ask for a new one.',
  'credential.invalidCode': 'This code is not correct or has expired.',
  'credential.sameEmail': 'This is already your email address.',
  'credential.commonPassword': 'This password is too common. Choose one that is harder to guess.',
  'credential.emailTaken': 'An account with this email address already exists. Log in instead.',

  // The interface language of a person or a course.
  'form.language': 'Choose English, Indonesian or Malay',
  // Text with a NUL character or half of a surrogate pair, which no database column can keep.
  'form.unstorableText': 'Remove the invisible or broken characters from this text.',

  'course.name': 'Use {{min}} to {{max}} characters for the course name.',
  'course.code': 'Use {{min}} to {{max}} lowercase letters, digits or hyphens for the course code.',
  'course.reservedCode': 'This course code is reserved. Choose another.',
  'course.codeTaken': 'This course code is taken. Choose another.',
  'course.category': 'Choose a category.',
  'course.courseType': 'Choose a course type.',
  'course.choice': 'Choose from the list.',
  'course.objective': 'Use at most {{max}} characters for the objective.',
  'course.outcomes': 'Add 1 to {{max}} learning outcomes.',
  'course.outcome': 'Write each outcome in 1 to {{max}} characters.',
  'course.description': 'This description is too long.',
  'course.learningHours': 'Enter the learning hours as a number from 0 to 10000.',
  // An OpenCreds course (spec §4, §9): its framework, then its hours from that framework's list.
  'course.credentialFramework':
    'Choose the credential framework of this OpenCreds course: Australia or Malaysia.',
  'course.australianHours': 'For the Australian framework, choose 2.5, 10, 25, 40 or 100 hours.',
  'course.malaysianHours': 'For the Malaysian framework, choose 4, 10, 20, 40, 80, 120 or 160 hours.',
  'course.colour': 'Choose a colour such as #1d4ed8.',
  'course.instalmentPlan': 'Choose 2, 3, 4, 6 or 12 monthly instalments, or paying in full only.',
  'course.planLimit': 'Your plan lets you create {{limit}} courses, and you have created them all.',
  'course.lastAdministrator': 'A course needs at least one administrator.',

  'class.name': 'Use {{min}} to {{max}} characters for the class name.',
  'class.accessCode': 'Use {{min}} to {{max}} letters and digits for the access code.',
  'class.accessCodeRequired': 'Enter an access code: learners join this class with one.',
  'class.price': 'Enter a price of 0 or more, with at most two decimal places.',
  'class.currency': 'Choose AUD, MYR, SGD or USD.',
  'class.credentialTypes': 'Choose credential types from the list.',
  'class.enrolmentType': 'Choose open, access code, invite only or approval.',
  'class.mode': 'Choose scheduled, open or self-paced.',
  'class.date': 'Enter a date and time, or leave it empty.',
  'class.startRequired': 'A scheduled class needs a start date.',
  'class.endAfterStart': 'The end date must be after the start date.',
  'class.closeNotAfterEnd': 'The enrolment close date must not be after the end date.',
  'class.seatLimit': 'Enter a seat limit from 1 to {{max}}, or leave it empty for no limit.',
  'class.timeZone': 'Choose a time zone from the list.',
  'class.path': 'Use {{min}} to {{max}} lowercase letters, digits or hyphens for the class address.',
  'class.reservedPath': 'This class address is reserved. Choose another.',
  'class.defaultClass':
    'The default class of a course cannot be deleted. Make another class the default first.',
  'class.notStaff': 'This person does not have that role in the class.',

  // A date and time typed on the wall clock of a time zone (common/format/zoned-local.ts).
  'date.notReal': 'This date or time does not exist. Check the day, the month and the time.',
  'date.skipped': 'This time does not happen in {{zone}}: the clocks go forward then. Choose another time.',

  'page.title': 'Enter a title.',
  // The page title and the page path say it alike; one reason, two maxima.
  'page.maxLength': 'Use at most {{max}} characters.',
  'page.pathEmpty': 'Enter a path for the page.',
  'page.pathShape': 'Use lowercase letters, digits and hyphens, starting with a letter or digit.',
  'page.pathTaken': 'Another page of this course already uses this path.',
  'page.pathReserved': 'This path is reserved; choose another.',
  'page.templateName': 'Name the template.',
  'page.scheduleDays': 'Enter a whole number of days from 0 to {{max}}, or leave it empty.',
  // Requiring a comment on a page whose learners cannot comment would leave it never complete.
  'page.commentRequired': 'Let learners comment on this page before requiring a comment.',

  'enrolment.cohortPath': 'Choose a class.',
  'enrolment.label': 'Give the batch a label of 1 to {{max}} characters.',
  'enrolment.count': 'Generate 1 to {{max}} codes.',
  'enrolment.maxUses': 'Allow each code 1 to {{max}} uses.',
  'enrolment.decision': 'Choose approve or reject.',
  'enrolment.enrolmentId': 'Choose an enrolment request.',
  'enrolment.alreadyDecided': 'This request has already been decided.',
  'enrolment.oneClassPerCourse':
    'You are already in {{className}}, a class of this course. You can join another class of it once that one ends.',
  'enrolment.learnerInOtherClass':
    'This learner is already in {{className}}, a class of this course that has not ended.',
  'enrolment.paymentRequired':
    'This class has a price. Buy a place in it to enrol, or use an enrolment code.',

  'invitation.empty': 'Paste at least one email address.',
  'invitation.tooMany': 'Paste at most {{max}} addresses at a time.',
  'invitation.notFound': 'This invitation link is not valid. Ask your course administrator for a new one.',
  'invitation.otherAddress':
    'This invitation was sent to another email address. Log out and sign in with the invited address to join the class.',
  'invitation.classDailyLimit': 'This class can send {{max}} invitations a day. Send the rest tomorrow.',
  'invitation.inviterDailyLimit': 'You can send {{max}} invitations a day. Send the rest tomorrow.',
  'invitation.answered': 'This invitation has already been answered.',
  'invitation.sentRecently':
    'This invitation was sent less than {{hours}} hours ago. Wait before sending it again.',
  'invitation.invitationId': 'Choose an invitation.',

  // The learning-time tracker's events (never typed by a person, but an API client reads them).
  'learningTime.timestamp': 'Send the time the learning happened, as an ISO 8601 date and time.',
  'learningTime.userId': 'Send the id of the signed-in user.',
  'learningTime.pagePath': 'Send the address of a course page, like /courses/{course}/{page}/.',
  'learningTime.courseId': 'Send the path of the course the page belongs to.',
  'learningTime.cohortId': 'Send the path of a class of this course, or null.',
  'learningTime.seconds': 'Send between 1 and {{max}} seconds.',
  'learningTime.events': 'Send between 1 and {{max}} events.',

  // The file-upload messages of spec §5; each kind of file names its own formats.
  'upload.tooManyFiles': 'Too many files (max {{max}}).',
  'upload.fileTooBig': 'File too big (max {{size}}).',
  'upload.fileType.image': 'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
  'upload.fileType.file':
    'File type not accepted. Choose a PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, text or CSV file.',
  'upload.fileType.audio': 'File type not accepted. Choose an MP3, M4A, OGG, WebM or WAV audio file.',
  'upload.fileType.video': 'File type not accepted. Choose an MP4, WebM or Ogg video.',
  'upload.fileType.captions': 'File type not accepted. Choose a WebVTT (.vtt) captions file.',
  'upload.noFile.image': 'Choose an image to upload.',
  'upload.noFile.file': 'Choose a file to upload.',
  'upload.noFile.audio': 'Choose an audio file to upload.',
  'upload.noFile.video': 'Choose a video to upload.',
  'upload.noFile.captions': 'Choose a captions file to upload.',

  // Refusals the server words outside the forms (so that every reason a person meets has a code).
  'request.notFound': 'Not found.',
  'request.notSignedIn': 'Sign in to continue.',
  'request.forbidden': 'You do not have permission to do this.',
  'request.unknownMethod': 'Unknown resource or method.',
  'request.csrf': 'CSRF token missing or incorrect. Reload the page and try again.',
  'request.rateLimited': 'Too many attempts. Wait a few minutes and try again.',
  'request.tooLarge': 'The request is too large.',
  'request.badJson': 'The request body is not valid JSON.',
  'request.notObject': 'The request body must be an object.',
  'request.internal': 'Something went wrong on our side. Please try again.',
  'request.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'request.contentType': 'Send the body as application/json or application/x-www-form-urlencoded.',
  'account.logOutOthers': 'You can only log yourself out everywhere.',
  'account.signUpCollision': 'Someone signed up with the same name at the same moment. Please try again.',
  'page.unknownWidget': 'Choose a block type from the toolbox.',
  'page.lastSection': 'A page keeps at least one section: add another before deleting this one.',
  'outline.moduleNotEmpty': 'Move or delete the pages of this module before deleting it.',
  'outline.unknownModule': 'This module is not part of this course.',
  'outline.unknownPage': 'This page is not part of this course.',
  'progress.learnersOnly': 'Only learners of this course mark blocks as done.',
  'progress.notContributor': 'This block does not count towards progress.',
  'progress.pageLocked': 'This page has not opened yet.',
  'progress.notRecording': 'Only a media recording block takes a recorded response.',
  'progress.handedIn': 'This recording block takes work handed in for marking, not a response.',
  'progress.ownLearningTime': 'Learning time is recorded for the signed-in user only.',
  'notifications.duplicateKind': 'Each kind of notification may appear only once',
  'notifications.unknownKind': 'Choose a known kind of notification',
  'terms.invalidDateTime': 'Enter a valid date and time',
  'terms.noType': 'Choose at least one type of terms',
  'terms.pastDateTime': 'Choose a date and time in the future',
  'terms.unknownType': 'Choose a known type of terms',
  // Refusals whose words are also the error catalogue's for their code.
  'refusal.classEnded': 'This class has ended.',
  'refusal.enrolmentClosed': 'Enrolment in this class has closed.',
  'refusal.classFull': 'This class is full.',
  'refusal.inviteOnly':
    'This is an invite only class. Your account has not been invited to join this class. If you think you should have access, please contact your course administrator.',
  'refusal.accessCodeInvalid': 'That access code is not right. Check it with your course administrator.',
  'refusal.enrolmentCodeInvalid': 'That enrolment code is not valid or has been used up.',
  'refusal.courseAccessDenied': 'Enrol in a class of this course to read its pages.',
  'refusal.enrolmentSuspended':
    'Your place in this class is suspended because an instalment is unpaid. Pay it to read the course again.',
  'refusal.cohortPathTaken': 'Another class already uses this address.',
  'refusal.invalidCredentials': 'The email address or password is incorrect.',
  'refusal.mfaRequired': 'Enter the 6-digit code from your authenticator app, or a recovery key.',
  'refusal.invalidOtp': 'That code or recovery key is not valid. Try again.',
  'refusal.invalidToken': 'This access token cannot be renewed. Sign in again.',
  // The requests' own checks (common/api schemas): what an address or a client sends wrong.
  'request.accessToken': 'Send the access token',
  'blog.empty': 'Write something before publishing.',
  'blog.tooLong': 'This post is too long.',
  'catalogue.category': 'Choose a known category.',
  'catalogue.courseType': 'Choose a known course type.',
  'catalogue.sector': 'Choose a known education sector.',
  'catalogue.classification': 'Choose a known classification.',
  'catalogue.hours': 'Enter a number of hours.',
  'catalogue.hoursAboveZero': 'Enter a number of hours above 0.',
  'catalogue.sort': 'Choose a known sort.',
  'catalogue.credentialCountry': 'Choose AU or US as the credential country, or leave it out for any.',
  'catalogue.institution': 'Choose an institution from the list, or leave it out for any.',
  'form.wholeNumber': 'Enter a whole number.',
  'catalogue.atLeastOne': 'Ask for at least 1 course.',
  'request.courseName': 'Name a course.',
  'class.staffRole': 'Choose facilitator or cohort administrator.',
  'class.staffMember': 'Choose a staff member.',
  'class.latePenalty': 'Take off from 0 to 100 percent of a late answer’s score.',
  'class.presetName': 'Name the preset in 1 to {{max}} characters.',
  'class.presets': 'Keep at most {{max}} presets.',
  'class.preset': 'Choose one of this class’s presets.',
  'request.pageName': 'Name a page.',
  'request.messageId': 'Enter a valid message id',
  'request.userId': 'Enter a valid user id',
  'notifications.onOrOff': 'Choose on or off',
  'notifications.atLeastOne': 'Send at least one setting',
  'page.position': 'Choose a position.',
  'page.columns': 'Choose one, two or three columns.',
  'page.background': 'Choose a background.',
  'page.blockType': 'Choose a block type.',
  'request.names': 'List at least one name.',
  'request.oneEmail': 'Look up one email address at a time.',
  'progress.course': 'Choose a course.',
  'progress.learner': 'Choose a learner.',
  'progress.block': 'Choose a block.',
  'progress.page': 'Choose a page.',
  'progress.studentSort': 'Sort by name, progress, lastActive or learningTime.',
  'progress.order': 'Order asc or desc.',
  'progress.pageNumber': 'Give a page number.',
  'progress.firstPage': 'Pages start at 1.',
  'progress.export': 'Choose an export.',

  // Quiz blocks: what an author writes (the setup tab) and what a learner sends (submitQuiz).
  'quiz.question': 'Write the question, in at most {{max}} characters.',
  'quiz.optionId': 'Choose an option.',
  'quiz.optionText': 'Write each option, in at most {{max}} characters.',
  'quiz.options': 'Give from 2 to {{max}} options, each once.',
  'quiz.oneRight': 'Mark exactly one option as the right answer.',
  'quiz.someRight': 'Mark at least one option as a right answer.',
  'quiz.acceptedAnswers': 'Give from 1 to {{max}} accepted answers.',
  'quiz.acceptedText': 'Write each accepted answer, in at most {{max}} characters.',
  'quiz.number': 'Enter a number.',
  'quiz.tolerance': 'Enter a tolerance of 0 or more.',
  'quiz.fraction': 'Give each answer a share of the points from 0 to 100%.',
  'quiz.fullMarks': 'Give at least one accepted answer full marks.',
  'quiz.points': 'Give the question from 0 to {{max}} points.',
  'quiz.maxAttempts': 'Allow from 1 to {{max}} attempts, or any number.',
  'quiz.passPercent': 'Enter a pass mark from 0 to 100%.',
  'quiz.weight': 'Give a weight from 0 to {{max}}.',
  'quiz.chooseGiven': 'Choose from the options given.',
  'quiz.chooseOne': 'Choose one option.',
  'quiz.submissionId': 'Send a submission id of 8 to 64 letters, digits, hyphens or underscores.',
  'quiz.answers': 'Send the answers this question takes.',
  'quiz.notQuiz': 'This block is not a quiz.',
  'quiz.learnersOnly': 'Only learners of this class answer its quizzes.',
  'quiz.classEnded': 'This class has ended: its quizzes no longer take answers.',
  'quiz.attemptsUsed': 'You have used all {{count}} attempts at this question.',
  'quiz.answersShown': 'The right answers to this question are showing, so it takes no more attempts.',
  'quiz.notMarkedDone': 'A quiz is done when it is submitted.',
  'quiz.passage': 'Write the text with at least one gap and at most {{max}} parts.',
  'quiz.passageText': 'Keep each part of the text to at most {{max}} characters.',
  'quiz.gapAnswers': 'Give each gap from 1 to {{max}} accepted answers.',
  'quiz.gapKey': 'Give every gap its accepted answers, and no answers for a gap the text does not have.',
  'quiz.pairs': 'Give from 2 to {{max}} pairs, each once.',
  'quiz.pairText': 'Write both sides of each pair, in at most {{max}} characters.',
  'quiz.pairKey': 'Match every item with one of the choices.',
  'quiz.part': 'Answer only the parts this question has.',
  'quiz.categories': 'Give from 2 to {{max}} categories, each once.',
  'quiz.categoryItems': 'Give from 1 to {{max}} items to sort, each once.',
  'quiz.categoryKey': 'Put every item in one of the categories.',
  'quiz.clues': 'Give from {{min}} to {{max}} clues, each once.',
  'quiz.clueText': 'Write each clue, in at most {{max}} characters.',
  'quiz.clueAnswer': 'Give each answer from {{min}} to {{max}} letters or digits.',
  'quiz.squares': 'Type at most one letter or digit in each square of this word.',
  'quiz.minWords': 'Ask for from 0 to {{max}} words.',
  'quiz.tooFewWords': 'Write at least {{count}} words.',
  'quiz.handInFirst': 'Upload or record your work before handing it in.',
  'quiz.submittedFile': 'Upload your file again: this is not a file you uploaded here.',
  'quiz.notSubmission': 'This block takes no work to hand in.',
  'quiz.markScore': 'Give a score from 0 to {{max}}.',
  'quiz.markScoreNumber': 'Give a score of 0 or more.',
  'quiz.markFeedback': 'Write feedback of at most {{max}} characters.',
  'quiz.lateRefused': 'The due date has passed, and this class does not take late answers.',
  'quiz.drawBank': 'Choose a question bank of this course to draw from.',
  'quiz.drawEmpty':
    'This question has nothing to draw yet: its question bank has no questions that fit. Tell your teacher.',
  'quiz.bankName': 'Name the question bank in 1 to {{max}} characters.',
  'quiz.bankFormat': 'Choose GIFT, Moodle XML or IMS QTI 2.1.',
  'quiz.bankFile':
    'Paste the questions, or choose a file of at most {{max}} characters, or a package (.zip) of at most {{megabytes}} MB.',
  'quiz.bankQuestion': 'Choose a question of this bank.',

  // Exams: their settings, and a learner's attempt against the clock.
  'exam.title': 'Name the exam in 1 to {{max}} characters.',
  'exam.instructions': 'Write instructions of at most {{max}} characters.',
  'exam.timeLimit': 'Give a time limit of 1 to {{max}} minutes.',
  'exam.attempts': 'Allow from 1 to {{max}} attempts.',
  'exam.closesAfterOpens': 'The exam must close after it opens.',
  'exam.parts': 'Give at most {{max}} parts, each a question of a bank or a draw from a bank.',
  'exam.bank': 'Choose a question bank of this course.',
  'exam.drawCount': 'Draw from 1 to {{max}} questions.',
  'exam.tag': 'Write each tag in 1 to 60 characters, at most 10 tags.',
  'exam.release': 'Choose when learners see their results.',
  'exam.notEnough': 'This bank has {{count}} questions that fit this draw: draw at most that many.',
  'exam.personMarked':
    'An exam takes questions the server marks; a person marks this one. Choose another question.',
  'exam.sameQuestion': 'Put each question in the exam once.',
  'exam.noQuestions': 'This exam has no questions yet.',
  'exam.notOpen': 'This exam is not open yet.',
  'exam.closed': 'This exam has closed.',
  'exam.attemptsUsed': 'You have used all {{count}} attempts at this exam.',
  'exam.noAttempt': 'Start the exam first: no attempt is under way.',
  'exam.timeUp': 'Your time is up: the answers you had saved were submitted.',
  'exam.learnersOnly': 'Only the learners of a class take its exams.',

  // Assessment designs (points or a rubric), marking by them, and the facilitator's marking queue.
  'assessment.designName': 'Name the assessment design in 1 to {{max}} characters.',
  'assessment.kind': 'Choose points or a rubric.',
  'assessment.maxPoints': 'Give a maximum of more than 0 and at most {{max}} points.',
  'assessment.criteria': 'Give from 1 to {{max}} criteria, each once.',
  'assessment.criterionTitle': 'Name each criterion in 1 to {{max}} characters.',
  'assessment.levels': 'Give each criterion from {{min}} to {{max}} levels, each once.',
  'assessment.levelTitle': 'Name each level in 1 to {{max}} characters.',
  'assessment.levelPoints': 'Give each level from 0 to {{max}} points.',
  'assessment.description': 'Write a description of at most {{max}} characters.',
  'assessment.itemId': 'Send an id of 1 to 40 letters, digits, hyphens or underscores.',
  'assessment.rubricTotal':
    'A rubric may be worth at most {{max}} points in all; this one is worth {{total}}.',
  'assessment.design': 'Choose an assessment design of this course.',
  'assessment.designInUse':
    'Questions are marked with this design. Choose another design for them before deleting it.',
  'assessment.level': 'Choose a level for “{{criterion}}”.',
  'assessment.criterion': 'Choose levels only for the criteria of this rubric.',
  'assessment.queueStatus': 'Choose to mark, marked or returned.',
  'assessment.queueLearner': 'Search for a learner in at most {{max}} characters.',
  'assessment.queueLearnerId': 'Choose a learner of the classes you teach.',

  // Course outcomes, the alignment of blocks and questions to them, and attainment.
  'outcome.full': 'A course has at most {{max}} learning outcomes.',
  'outcome.last': 'A course keeps at least one learning outcome: add another before removing this one.',
  'outcome.unknown': 'Choose outcomes of this course, each once.',
  'outcome.position': 'Give a position of 0 or more.',
  'outcome.visibility': 'Choose whether learners see their attainment.',
  'outcome.hidden': 'This course does not show learners their attainment of its outcomes.',

  // Importing questions (GIFT, Moodle XML, QTI): why a question of a teacher's file was not taken.
  // The parameters quote the file (its own words, in its own language), on one line.
  'quiz.import.unsupported': 'This question type is not supported yet: {{type}}.',
  'quiz.import.malformed': 'This question could not be read: {{detail}}.',
  'quiz.import.invalid': 'This question does not fit Kelas: {{detail}}.',
  'quiz.import.empty': 'The file holds no questions.',
  'quiz.import.braces': 'Put the answers of this question between one { and one }.',
  'quiz.import.number': 'Write this answer as a number, number:margin or minimum..maximum: {{answer}}.',
  'quiz.import.weights': 'Kelas cannot mark with these answer weights: {{weights}}.',
  'quiz.import.feedback': 'This type of question has no place for this feedback in Kelas: {{feedback}}.',
  'quiz.import.wildcard': 'Kelas takes each accepted answer as written, without * for any text: {{answer}}.',
  'quiz.import.xml': 'This file is not Moodle XML: {{detail}}.',
  'quiz.import.media': 'Kelas keeps the text of a question, without its pictures or files: {{file}}.',
  'quiz.import.qti': 'This file is not an IMS QTI 2.1 item: {{detail}}.',
  'quiz.import.marking':
    'Kelas marks a question by the right answers it declares, and cannot follow this scoring: {{rule}}.',
  'quiz.import.package': 'This file is not an IMS content package Kelas can read: {{detail}}.',
  'quiz.import.packageSize': 'Kelas unpacks at most {{files}} files and {{megabytes}} MB from a package.',
  'quiz.import.packageFile': 'The package does not hold this file: {{file}}.',
  // Not a question's: the import job stopped (the database failed, or the server), so it took nothing.
  'quiz.import.stopped': 'The import stopped before it was done, and added nothing. Import the file again.',

  // Exporting a question bank: why a question was left out of the file, in words a teacher reads.
  'quiz.export.widget': '{{format}} has no question like this one: {{type}}.',
  'quiz.export.allOrNothing':
    'Moodle gives part of the points for each right option ticked, so it cannot keep this question’s all-or-nothing marking.',
  'quiz.export.caseSensitive': 'GIFT cannot keep answers marked with regard to case.',
  'quiz.export.gaps': 'GIFT holds one blank a question, and this text has {{count}}.',
  'quiz.export.essay': 'GIFT cannot keep the fewest words or the guidance for markers of this question.',
  'quiz.export.text': '{{format}} cannot write this text: {{text}}.',
  'quiz.export.wildcard': '{{format}} matches each answer as written, without * for any text: {{answer}}.',
  'quiz.export.tolerance': '{{format}} cannot keep a margin of error around a right number: {{answer}}.',
  'quiz.export.minWords': '{{format}} cannot keep the fewest words an answer must have: {{count}}.',

  // Posts, feeds, comments and kudos (server/domains/social; common/api/feed.ts, comment.ts).
  'social.notPostBlock': 'Only a post block takes posts.',
  'social.learnersOnly': 'Only learners of this class post here.',
  'social.postLimit': 'You have made all {{max}} posts this block takes.',
  'social.emptyPost': 'Write something to post.',
  'social.uploadAgain': 'Upload the file again.',
  'social.embedHttps': 'Enter an https:// address to embed.',
  'social.embedNotAllowed': 'Embed a page of a site on the allowed list.',
  'social.authorOnly': 'Only its author can change this.',
  'social.ownKudos': 'Give kudos to someone else’s work, not your own.',
  'social.onOrOff': 'Choose on or off.',
  'social.emptyComment': 'Write a comment.',
  'social.commentsOff': 'Comments are turned off on this page.',
  'social.commentersOnly': 'Only learners and teachers of this class comment here.',
  'social.parentElsewhere': 'Reply to a comment of this thread.',
  'social.mentionChoose': 'Choose someone from the class.',
  'social.mentionOutside': 'Mention only members of this class.',
  'social.removed': 'This comment was removed.',
  'social.cursor': 'Start from a page this list gave.',
  'social.announcersOnly': 'Only the course’s staff and the class’s teachers post announcements here.',
  'social.moderatorsOnly': 'Only the class’s teachers and the course’s administrators do this.',
  'social.analyticsStaffOnly': 'Only the class’s teachers and the course’s staff see its analytics.',
  'social.analyticsSort': 'Sort by contributions, name, posts, comments or kudos.',
  'social.courseAnalyticsStaffOnly': 'Only the course’s staff see the analytics of all its classes.',
  'social.reflectionLength': 'Use at most {{max}} characters for the reflection.',
  'social.reflectionAuthorOnly': 'Only the post’s author writes its reflection.',
  'social.reflectionOff': 'This activity does not ask for a reflection.',
  'social.reflectionPrompt': 'Write the question learners reflect on.',
  'social.ownReport': 'Report someone else’s post or comment, not your own.',
  'social.reportReason': 'Choose a reason.',
  // Portfolios (common/api/portfolio.ts).
  'portfolio.headlineLength': 'Use at most {{max}} characters for the headline.',
  'portfolio.headlineOneLine': 'Write the headline on one line.',
  'portfolio.profileNameNeeded': 'Choose a profile name first: it is your public page’s address.',
  'portfolio.notInPortfolio': 'This post’s course does not keep posts in portfolios.',

  // Groups of a class (common/api/group.ts) and what a group type restricts.
  'group.name': 'Use 1 to {{max}} characters for the group name.',
  'group.description': 'Use at most {{max}} characters for the description.',
  'group.type': 'Choose a group type or type one of 1 to {{max}} characters.',
  'group.required': 'You must be in a "{{groupType}}" group to access this page',
  'group.lastAdmin': 'Make another member an admin first: a group with members needs an admin.',
  'group.closed': 'This group is closed: ask to join it.',
  'group.open': 'This group is open: join it.',
  'group.alreadyMember': 'You are already in this group.',
  'group.alreadyRequested': 'You have already asked to join this group.',
  'group.oneOfType': 'You are already in a group of type "{{groupType}}" in this class.',
  'group.learnersOnly': 'Only learners of this class join groups.',
  'group.staffCreate': 'Only the class’s teachers create groups in this class.',
  'group.adminsOnly': 'Only the group’s admins and the class’s teachers do this.',
  'group.notRequested': 'This person has not asked to join this group.',
  'group.notMember': 'This person is not a member of this group.',
  'group.notInGroup': 'You are not in this group.',
  'group.busy': 'The group changed while this was saved. Try again.',
  'group.chooseMember': 'Choose a member.',
  'group.openOrClosed': 'Choose open or closed.',
  'social.gallerySource': 'Choose a post block of this page.',
  'social.hideOrDismiss': 'Choose hide or dismiss.',

  // Certification (common/api/certification.ts).
  'certificate.title': 'Use 1 to {{max}} characters for the title.',
  'certificate.wording': 'Use at most {{max}} characters for the wording.',
  'certificate.signatoryName': 'Enter the signatory’s name in 1 to {{max}} characters.',
  'certificate.signatoryTitle': 'Use at most {{max}} characters for the signatory’s title.',
  'certificate.signatories': 'Add at most {{max}} signatories.',
  'certificate.colour': 'Choose a colour such as #1e3a8a.',
  'certificate.issueRule': 'Choose when certificates are issued.',
  'certificate.minLearningMinutes': 'Enter whole minutes from 0 to {{max}}, or leave it empty.',
  'certificate.passMark': 'Enter the pass mark as a whole percentage from 1 to 100.',
  'certificate.price':
    'Enter a price above 0, with at most two decimal places, or sell the certificate for free.',
  'certificate.revokeReason': 'Say why in 1 to {{max}} characters.',
  'certificate.off':
    'This course issues no certificates yet: turn them on in its certificate settings first.',
  'certificate.notLearner': 'This person is not a learner of this course.',
  'certificate.classOff':
    'This learner’s class issues no certificates: change the class’s rule in the certificate settings first.',
  'certificate.unknownClass': 'This course has no class at this address.',
  'certificate.alreadyIssued': 'This learner already has this course’s certificate.',
  'certificate.learningTimeShort':
    'This learner has {{minutes}} of the {{required}} minutes of active learning this certificate asks for.',
  'certificate.alreadyRevoked': 'This certificate is already revoked.',
  'certificate.revoked': 'This certificate is revoked: it cannot be refreshed.',
  'certificate.byRule': 'This course issues its certificate at 100% progress: there is nothing to request.',
  'certificate.byAssessment':
    'This course issues its certificate when you pass its assessment: there is nothing to request.',
  'certificate.requested': 'You have already asked for this certificate: the course team will answer.',
  'certificate.noRequest': 'There is no open request for this certificate.',
  'certificate.unknownCode': 'No certificate has this code. Check it against the certificate and try again.',
  'certificate.chooseLearners': 'Choose 1 to {{max}} learners, or every learner without a certificate.',
  'certificate.batchRunning':
    'Certificates of this course are being issued in bulk already. Wait for that to finish, then start again.',
  'certificate.batchStopped':
    'The bulk issue stopped before the end. The certificates issued stay; start it again to issue the rest.',
  'certificate.imageType': 'Choose a PNG or JPEG image for the certificate.',
  'certificate.unknownImage': 'This image was not found. Upload it again.',

  // Qualifications.
  'qualification.code':
    'Use 1 to {{max}} lowercase letters and digits, joined by single hyphens, for the code.',
  'qualification.name': 'Use 1 to {{max}} characters for the qualification’s name.',
  'qualification.description': 'Use at most {{max}} characters for the qualification’s description.',
  'qualification.courses': 'Choose 1 to {{max}} courses, each once, as core or elective.',
  'qualification.electivesRequired':
    'Enter how many electives a learner completes: 0 up to the number of electives.',
  'qualification.published': 'Choose whether the qualification is published.',
  'qualification.codeTaken': 'Another qualification has this code. Choose another.',
  'qualification.codeReserved': 'This code names one of the platform’s own pages. Choose another.',
  'qualification.unknownCourse': 'No course has the path {{path}}.',
  'qualification.unpublished': 'This qualification is not published: nobody may enrol in it yet.',

  // Notifications.
  'notification.emailFrequency': 'Choose none, immediately or a daily digest',
  'notification.emailChoice': 'Choose how to be emailed',
  'notification.page': 'Choose page 1 or later.',
} as const;

export type FieldReasonCode = keyof typeof FIELD_REASONS;

// The names of the {{parameters}} of a text.
type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a text takes: none without {{names}}, else a value for each. */
export type TextParams<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [params: Record<Placeholders<Text>, string | number>];

/** The values of the parameters `code`'s text names. */
export type ReasonParams<Code extends FieldReasonCode> = Record<
  Placeholders<(typeof FIELD_REASONS)[Code]>,
  string | number
>;

// A reason without parameters takes none; one with parameters needs them all.
type ParamsArgument<Code extends FieldReasonCode> = [Placeholders<(typeof FIELD_REASONS)[Code]>] extends [
  never,
]
  ? []
  : [params: ReasonParams<Code>];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English text of `code` with its parameters filled in. */
export function reasonText<Code extends FieldReasonCode>(
  code: Code,
  ...[params]: ParamsArgument<Code>
): string {
  return fillReason(FIELD_REASONS[code], params ?? {});
}

/** `text` with each {{name}} replaced by its value in `params` (a name without a value stays). */
export function fillReason(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/**
 * A registry's English text of `code` with its parameters filled in: for a registry kept apart
 * from FIELD_REASONS (common/institution-reasons.ts), whose English the screens that show it load.
 */
export function reasonTextOf<const Registry extends Record<string, string>>(registry: Registry) {
  return <Code extends keyof Registry & string>(
    code: Code,
    ...[params]: TextParams<Registry[Code]>
  ): string => fillReason(registry[code]!, params ?? {});
}

/**
 * The finder of a registry's English reasons: the code and parameters of a text, as a zod issue or
 * a server field words it; null for a text the registry does not declare. Built on the first
 * lookup: texts without parameters by their exact words, the others as patterns whose named groups
 * read the parameters back (whole numbers come back as numbers).
 */
export function reasonFinder(
  registry: Readonly<Record<string, string>>,
): (text: string) => FieldReason | null {
  let textCodes: Map<string, string> | null = null;
  const patterns: Array<{ code: string; pattern: RegExp }> = [];
  const index = () => {
    if (textCodes) return textCodes;
    textCodes = new Map();
    for (const [code, text] of Object.entries(registry)) {
      const parts = text.split(/\{\{(\w+)\}\}/);
      if (parts.length === 1) {
        textCodes.set(text, code);
        continue;
      }
      // split() with a capture group alternates literal text and parameter names.
      const source = parts
        .map((part, at) => (at % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `(?<${part}>.+?)`))
        .join('');
      patterns.push({ code, pattern: new RegExp(`^${source}$`) });
    }
    return textCodes;
  };
  return (text) => {
    const code = index().get(text);
    if (code) return { code };
    for (const { code, pattern } of patterns) {
      const groups = pattern.exec(text)?.groups;
      if (!groups) continue;
      const params = Object.fromEntries(
        Object.entries(groups).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
      );
      return { code, params };
    }
    return null;
  };
}

let fieldReasonOf: ((text: string) => FieldReason | null) | null = null;

/**
 * The code and parameters of an English reason of FIELD_REASONS, as a zod issue or a server field
 * words it; null for a text no reason there declares. (A function, not a finder built at load: a
 * module that imports only another export of this file leaves FIELD_REASONS out of its bundle.)
 */
export function reasonOf(text: string): FieldReason | null {
  fieldReasonOf ??= reasonFinder(FIELD_REASONS);
  return fieldReasonOf(text);
}
