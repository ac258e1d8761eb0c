import type { MailCopyCatalogue } from './mail-copy';

/** Malay defaults. */
export const MS_MAIL_COPY: MailCopyCatalogue = {
  password_reset: {
    subject: 'Tetapkan semula kata laluan {{brandName}} anda',
    paragraphs: [
      'Hai {{fullName}},',
      'Seseorang telah meminta untuk menetapkan semula kata laluan akaun {{brandName}} anda. Untuk memilih kata laluan baharu, buka pautan ini:',
      '{{link}}',
      'Pautan ini hanya boleh digunakan sekali dan sah selama satu jam. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sebelumnya.',
    ],
  },
  email_verification: {
    subject: 'Sahkan alamat e-mel anda untuk {{brandName}}',
    paragraphs: [
      'Hai {{fullName}},',
      'Selamat datang ke {{brandName}}! Sila sahkan bahawa ini alamat e-mel anda dengan membuka pautan ini:',
      '{{link}}',
      'Atau masukkan kod ini di {{brandName}}: {{code}}',
      'Pautan dan kod ini sah selama 48 jam. Jika anda tidak membuka akaun, abaikan e-mel ini.',
    ],
  },
  email_change_verification: {
    subject: 'Sahkan alamat e-mel baharu anda untuk {{brandName}}',
    paragraphs: [
      'Hai {{fullName}},',
      'Anda telah meminta untuk menggunakan {{email}} bagi akaun {{brandName}} anda. Untuk mengesahkan perubahan ini, buka pautan ini:',
      '{{link}}',
      'Atau masukkan kod ini di {{brandName}}: {{code}}',
      'Selagi anda belum mengesahkannya, akaun anda kekal menggunakan alamat semasa. Jika anda tidak meminta perubahan ini, abaikan e-mel ini.',
    ],
  },
  email_changed: {
    subject: 'Alamat e-mel {{brandName}} anda telah ditukar',
    paragraphs: [
      'Hai {{fullName}},',
      'Alamat e-mel akaun {{brandName}} anda kini {{email}}. Kami tidak akan menghantar e-mel ke alamat ini lagi.',
      'Jika anda tidak membuat perubahan ini, hubungi kami dengan segera.',
    ],
  },
  password_changed: {
    subject: 'Kata laluan {{brandName}} anda telah ditukar',
    paragraphs: [
      'Hai {{fullName}},',
      'Kata laluan akaun {{brandName}} anda baru sahaja ditukar, dan anda telah dilog keluar daripada peranti lain.',
      'Jika anda tidak membuat perubahan ini, tetapkan semula kata laluan anda dengan segera dan hubungi kami.',
    ],
  },
  class_invitation: {
    subject: 'Anda dijemput menyertai {{className}} di {{brandName}}',
    paragraphs: [
      'Helo,',
      '{{inviterName}} menjemput anda menyertai kelas {{className}} bagi kursus {{courseName}} di {{brandName}}. Untuk menerima atau menolak, buka pautan ini:',
      '{{link}}',
      'Jika anda belum mempunyai akaun {{brandName}}, daftar dengan alamat e-mel ini dan anda akan didaftarkan dalam kelas tersebut. Jika anda tidak menjangkakan jemputan ini, abaikan e-mel ini.',
    ],
  },
  class_staff_invitation: {
    subject: 'Anda dijemput menjadi kakitangan {{className}} di {{brandName}}',
    paragraphs: [
      'Helo,',
      '{{inviterName}} menjemput anda menjadi {{roleName}} bagi kelas {{className}} kursus {{courseName}} di {{brandName}}. Untuk menerima atau menolak, buka pautan ini:',
      '{{link}}',
      'Anda menjadi {{roleName}} hanya selepas anda menerima, dengan log masuk menggunakan alamat e-mel ini (daftar dengannya jika anda belum mempunyai akaun {{brandName}}). Jika anda tidak menjangkakan jemputan ini, abaikan e-mel ini.',
    ],
  },
  institution_invitation: {
    subject: 'Anda dijemput menyertai {{institutionName}} di {{brandName}}',
    paragraphs: [
      'Helo,',
      '{{inviterName}} menjemput anda menyertai {{institutionName}} di {{brandName}}. Untuk menerima atau menolak, buka pautan ini:',
      '{{link}}',
      'Jika anda belum mempunyai akaun {{brandName}}, daftar dengan alamat e-mel ini melalui pautan tersebut dan anda akan menyertai {{institutionName}}. Jika anda tidak menjangka jemputan ini, abaikan e-mel ini.',
    ],
  },
  notification: {
    subject: 'Pemberitahuan {{brandName}}: {{summary}}',
    paragraphs: [
      'Hai {{fullName}},',
      '{{summary}}',
      '{{excerpt}}',
      '{{link}}',
      'Anda menerima e-mel ini kerana tetapan pemberitahuan anda di {{brandName}}: {{settingsLink}}',
    ],
  },
  notification_digest: {
    subject: 'Pemberitahuan {{brandName}} anda hari ini',
    paragraphs: [
      'Hai {{fullName}},',
      'Inilah yang berlaku sejak ringkasan terakhir anda:',
      '{{list}}',
      '{{link}}',
      'Anda menerima ringkasan harian ini kerana tetapan pemberitahuan anda di {{brandName}}: {{settingsLink}}',
    ],
  },
  trial_ending: {
    subject: 'Percubaan percuma {{plan}} anda di {{brandName}} tamat pada {{date}}',
    paragraphs: [
      'Hai {{fullName}},',
      'Percubaan percuma pelan {{plan}} anda tamat pada {{date}}. Selepas itu kami akan mengenakan caj {{amount}} pada kad yang anda simpan, dan pelan diteruskan.',
      'Tiada apa yang perlu dibuat jika anda mahu meneruskannya. Untuk membatalkan sebelum dicaj, atau menukar kad, buka langganan anda:',
      '{{link}}',
    ],
  },
  payment_declined: {
    subject: 'Bayaran {{plan}} anda di {{brandName}} ditolak',
    paragraphs: [
      'Hai {{fullName}},',
      'Kami tidak dapat mengenakan caj {{amount}} untuk pelan {{plan}} anda. Bank anda menyatakan: {{reason}}',
      'Kami akan mencuba kad anda sekali lagi pada {{date}}. Untuk mengekalkan pelan anda, kemas kini kad anda dan bayar sekarang:',
      '{{link}}',
    ],
  },
  subscription_suspended: {
    subject: 'Pelan {{plan}} anda di {{brandName}} digantung',
    paragraphs: [
      'Hai {{fullName}},',
      'Kami telah mencuba beberapa kali tetapi tidak dapat mengenakan caj {{amount}} untuk pelan {{plan}} anda, jadi ia digantung: apa yang dibenarkannya ditarik balik sehingga ia dibayar.',
      'Kursus dan hasil kerja anda disimpan. Untuk memulihkan pelan, kemas kini kad anda dan bayar:',
      '{{link}}',
    ],
  },
  instalment_declined: {
    subject: 'Ansuran {{plan}} anda di {{brandName}} ditolak',
    paragraphs: [
      'Hai {{fullName}},',
      'Kami tidak dapat mengenakan caj ansuran sebanyak {{amount}} untuk {{plan}}. Bank anda menyatakan: {{reason}}',
      'Kami akan mencuba kad anda sekali lagi pada {{date}}. Untuk mengekalkan tempat anda dalam kelas, kemas kini kad anda dan bayar sekarang:',
      '{{link}}',
    ],
  },
  instalment_suspended: {
    subject: 'Tempat anda dalam {{plan}} di {{brandName}} digantung',
    paragraphs: [
      'Hai {{fullName}},',
      'Kami telah mencuba beberapa kali tetapi tidak dapat mengenakan caj ansuran sebanyak {{amount}} untuk {{plan}}, jadi tempat anda dalam kelas digantung sehingga ia dibayar.',
      'Kemajuan dan hasil kerja anda disimpan. Untuk mendapatkan semula tempat anda, kemas kini kad anda dan bayar:',
      '{{link}}',
    ],
  },
};
