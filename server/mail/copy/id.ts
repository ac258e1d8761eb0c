import type { MailCopyCatalogue } from './mail-copy';

/** Indonesian defaults. */
export const ID_MAIL_COPY: MailCopyCatalogue = {
  password_reset: {
    subject: 'Atur ulang kata sandi {{brandName}} Anda',
    paragraphs: [
      'Halo {{fullName}},',
      'Seseorang meminta untuk mengatur ulang kata sandi akun {{brandName}} Anda. Untuk memilih kata sandi baru, buka tautan ini:',
      '{{link}}',
      'Tautan ini hanya dapat dipakai sekali dan berlaku selama satu jam. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
    ],
  },
  email_verification: {
    subject: 'Konfirmasi alamat email Anda untuk {{brandName}}',
    paragraphs: [
      'Halo {{fullName}},',
      'Selamat datang di {{brandName}}! Konfirmasikan bahwa ini alamat email Anda dengan membuka tautan ini:',
      '{{link}}',
      'Atau masukkan kode ini di {{brandName}}: {{code}}',
      'Tautan dan kode ini berlaku selama 48 jam. Jika Anda tidak membuat akun, abaikan email ini.',
    ],
  },
  email_change_verification: {
    subject: 'Konfirmasi alamat email baru Anda untuk {{brandName}}',
    paragraphs: [
      'Halo {{fullName}},',
      'Anda meminta untuk memakai {{email}} bagi akun {{brandName}} Anda. Untuk mengonfirmasi perubahan ini, buka tautan ini:',
      '{{link}}',
      'Atau masukkan kode ini di {{brandName}}: {{code}}',
      'Sebelum Anda mengonfirmasi, akun Anda tetap memakai alamat yang sekarang. Jika Anda tidak meminta perubahan ini, abaikan email ini.',
    ],
  },
  email_changed: {
    subject: 'Alamat email {{brandName}} Anda telah diubah',
    paragraphs: [
      'Halo {{fullName}},',
      'Alamat email akun {{brandName}} Anda sekarang {{email}}. Kami tidak akan mengirim email lagi ke alamat ini.',
      'Jika bukan Anda yang melakukan perubahan ini, segera hubungi kami.',
    ],
  },
  password_changed: {
    subject: 'Kata sandi {{brandName}} Anda telah diubah',
    paragraphs: [
      'Halo {{fullName}},',
      'Kata sandi akun {{brandName}} Anda baru saja diubah, dan Anda telah dikeluarkan dari perangkat lain.',
      'Jika bukan Anda yang melakukan perubahan ini, segera atur ulang kata sandi Anda dan hubungi kami.',
    ],
  },
  class_invitation: {
    subject: 'Anda diundang bergabung dengan {{className}} di {{brandName}}',
    paragraphs: [
      'Halo,',
      '{{inviterName}} mengundang Anda bergabung dengan kelas {{className}} pada kursus {{courseName}} di {{brandName}}. Untuk menerima atau menolak, buka tautan ini:',
      '{{link}}',
      'Jika Anda belum memiliki akun {{brandName}}, daftar dengan alamat email ini dan Anda akan terdaftar di kelas tersebut. Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    ],
  },
  class_staff_invitation: {
    subject: 'Anda diundang menjadi staf {{className}} di {{brandName}}',
    paragraphs: [
      'Halo,',
      '{{inviterName}} mengundang Anda menjadi {{roleName}} kelas {{className}} pada kursus {{courseName}} di {{brandName}}. Untuk menerima atau menolak, buka tautan ini:',
      '{{link}}',
      'Anda menjadi {{roleName}} hanya setelah menerima, dengan masuk menggunakan alamat email ini (daftar dengan alamat ini jika Anda belum memiliki akun {{brandName}}). Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    ],
  },
  institution_invitation: {
    subject: 'Anda diundang bergabung dengan {{institutionName}} di {{brandName}}',
    paragraphs: [
      'Halo,',
      '{{inviterName}} mengundang Anda bergabung dengan {{institutionName}} di {{brandName}}. Untuk menerima atau menolak, buka tautan ini:',
      '{{link}}',
      'Jika Anda belum memiliki akun {{brandName}}, daftar dengan alamat email ini melalui tautan tersebut dan Anda akan bergabung dengan {{institutionName}}. Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    ],
  },
  notification: {
    subject: 'Notifikasi {{brandName}}: {{summary}}',
    paragraphs: [
      'Halo {{fullName}},',
      '{{summary}}',
      '{{excerpt}}',
      '{{link}}',
      'Anda menerima email ini karena pengaturan notifikasi Anda di {{brandName}}: {{settingsLink}}',
    ],
  },
  notification_digest: {
    subject: 'Notifikasi {{brandName}} Anda hari ini',
    paragraphs: [
      'Halo {{fullName}},',
      'Berikut yang terjadi sejak ringkasan terakhir Anda:',
      '{{list}}',
      '{{link}}',
      'Anda menerima ringkasan harian ini karena pengaturan notifikasi Anda di {{brandName}}: {{settingsLink}}',
    ],
  },
  trial_ending: {
    subject: 'Uji coba gratis {{plan}} di {{brandName}} berakhir pada {{date}}',
    paragraphs: [
      'Halo {{fullName}},',
      'Uji coba gratis paket {{plan}} Anda berakhir pada {{date}}. Setelah itu kami akan menagih {{amount}} ke kartu tersimpan Anda, dan paket berlanjut.',
      'Tidak perlu melakukan apa pun jika Anda ingin melanjutkannya. Untuk membatalkan sebelum ditagih, atau mengganti kartu, buka langganan Anda:',
      '{{link}}',
    ],
  },
  payment_declined: {
    subject: 'Pembayaran {{plan}} Anda di {{brandName}} ditolak',
    paragraphs: [
      'Halo {{fullName}},',
      'Kami tidak dapat menagih {{amount}} untuk paket {{plan}} Anda. Bank Anda menyatakan: {{reason}}',
      'Kami akan mencoba kartu Anda lagi pada {{date}}. Agar paket tetap aktif, perbarui kartu Anda dan bayar sekarang:',
      '{{link}}',
    ],
  },
  subscription_suspended: {
    subject: 'Paket {{plan}} Anda di {{brandName}} ditangguhkan',
    paragraphs: [
      'Halo {{fullName}},',
      'Kami sudah mencoba beberapa kali tetapi tidak dapat menagih {{amount}} untuk paket {{plan}} Anda, sehingga paket ditangguhkan: fasilitasnya dicabut sampai dibayar.',
      'Kursus dan karya Anda tetap tersimpan. Untuk memulihkan paket, perbarui kartu Anda dan bayar:',
      '{{link}}',
    ],
  },
  instalment_declined: {
    subject: 'Cicilan {{plan}} Anda di {{brandName}} ditolak',
    paragraphs: [
      'Halo {{fullName}},',
      'Kami tidak dapat menagih cicilan sebesar {{amount}} untuk {{plan}}. Bank Anda menyatakan: {{reason}}',
      'Kami akan mencoba kartu Anda lagi pada {{date}}. Agar tempat Anda di kelas tetap terjaga, perbarui kartu Anda dan bayar sekarang:',
      '{{link}}',
    ],
  },
  instalment_suspended: {
    subject: 'Tempat Anda di {{plan}} pada {{brandName}} ditangguhkan',
    paragraphs: [
      'Halo {{fullName}},',
      'Kami sudah mencoba beberapa kali tetapi tidak dapat menagih cicilan sebesar {{amount}} untuk {{plan}}, sehingga tempat Anda di kelas ditangguhkan sampai cicilan dibayar.',
      'Kemajuan dan karya Anda tetap tersimpan. Untuk mendapatkan kembali tempat Anda, perbarui kartu Anda dan bayar:',
      '{{link}}',
    ],
  },
};
