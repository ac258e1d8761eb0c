import type { TermsTexts } from './terms-text';

/** The privacy policy of the first version (in force from 1 January 2026). */
export const PRIVACY_POLICY_2026: TermsTexts = {
  en: {
    title: 'Privacy policy',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'This policy explains what personal data {{brand}} keeps about you, why, and what you can do about it. It applies to everyone who uses the platform: learners, course creators, institution staff and visitors.',
        ],
      },
      {
        heading: 'What we keep',
        paragraphs: [
          'Your account: your name, e-mail address, a hash of your password (never the password itself), your language, time zone and, if you choose, a profile summary and picture.',
          'Your learning: the courses and classes you join, the pages you visit, your answers, progress and time spent learning.',
          'Security records: the sessions you are signed in with, with the address and browser they came from, so you can see them and end them.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account and the courses you take or teach, to show your progress to you and to the staff of your classes, to send the e-mails the service needs (such as verifying your address or resetting your password), and to keep the platform secure.',
          'We send news only if you asked for it, and you can stop it at any time in your notification settings. We do not sell your personal data.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'The staff of a class you join (its teachers and the course creator) see your name, your progress and your answers in that class. Your public profile shows only what you put on it.',
          'Our service providers, such as hosting and e-mail delivery, process data on our behalf and only for that purpose. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data while your account exists. When you delete your account, it is deactivated at once and your personal data is erased after 30 days; what you wrote in classes stays under the name “Deleted user”.',
          'Security records such as expired sessions are removed automatically.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your details in your account settings, download what you created, object to news e-mails, and delete your account. For anything else, such as a copy of all your data, write to us through the contact page.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Passwords are stored only as strong hashes, connections are encrypted, and you can turn on two-step verification. If a breach affects your data, we will tell you without undue delay.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'A new version of this policy is announced in advance with the date it takes effect, and you are asked to accept it the next time you sign in after that date.',
        ],
      },
    ],
  },
  id: {
    title: 'Kebijakan privasi',
    sections: [
      {
        heading: 'Siapa kami',
        paragraphs: [
          'Kebijakan ini menjelaskan data pribadi apa yang disimpan {{brand}} tentang Anda, untuk apa, dan apa yang dapat Anda lakukan terhadapnya. Kebijakan ini berlaku bagi semua pengguna platform: peserta, pembuat kursus, staf institusi, dan pengunjung.',
        ],
      },
      {
        heading: 'Apa yang kami simpan',
        paragraphs: [
          'Akun Anda: nama, alamat e-mail, hash kata sandi Anda (tidak pernah kata sandinya sendiri), bahasa, zona waktu, dan, jika Anda mau, ringkasan profil serta foto.',
          'Kegiatan belajar Anda: kursus dan kelas yang Anda ikuti, halaman yang Anda kunjungi, jawaban, kemajuan, dan waktu belajar Anda.',
          'Catatan keamanan: sesi tempat Anda masuk, beserta alamat dan peramban asalnya, agar Anda dapat melihat dan mengakhirinya.',
        ],
      },
      {
        heading: 'Untuk apa kami menggunakannya',
        paragraphs: [
          'Untuk menjalankan akun Anda serta kursus yang Anda ikuti atau ajarkan, menampilkan kemajuan Anda kepada Anda dan staf kelas Anda, mengirim e-mail yang diperlukan layanan (misalnya verifikasi alamat atau pengaturan ulang kata sandi), dan menjaga keamanan platform.',
          'Kami mengirim kabar terbaru hanya jika Anda memintanya, dan Anda dapat menghentikannya kapan saja di pengaturan notifikasi. Kami tidak menjual data pribadi Anda.',
        ],
      },
      {
        heading: 'Siapa yang dapat melihatnya',
        paragraphs: [
          'Staf kelas yang Anda ikuti (pengajar dan pembuat kursus) melihat nama, kemajuan, dan jawaban Anda di kelas itu. Profil publik Anda hanya menampilkan apa yang Anda cantumkan.',
          'Penyedia layanan kami, seperti hosting dan pengiriman e-mail, memproses data atas nama kami dan hanya untuk keperluan itu. Kami mengungkapkan data kepada pihak berwenang hanya jika diwajibkan oleh hukum.',
        ],
      },
      {
        heading: 'Berapa lama kami menyimpannya',
        paragraphs: [
          'Kami menyimpan data Anda selama akun Anda ada. Saat Anda menghapus akun, akun langsung dinonaktifkan dan data pribadi Anda dihapus setelah 30 hari; tulisan Anda di kelas tetap ada dengan nama “Deleted user”.',
          'Catatan keamanan seperti sesi yang kedaluwarsa dihapus secara otomatis.',
        ],
      },
      {
        heading: 'Hak Anda',
        paragraphs: [
          'Anda dapat melihat dan memperbaiki data Anda di pengaturan akun, mengunduh apa yang Anda buat, menolak e-mail kabar terbaru, dan menghapus akun Anda. Untuk hal lain, seperti salinan seluruh data Anda, hubungi kami melalui halaman kontak.',
        ],
      },
      {
        heading: 'Keamanan',
        paragraphs: [
          'Kata sandi hanya disimpan sebagai hash yang kuat, koneksi dienkripsi, dan Anda dapat mengaktifkan verifikasi dua langkah. Jika terjadi kebocoran yang menyangkut data Anda, kami akan memberi tahu Anda tanpa penundaan yang tidak semestinya.',
        ],
      },
      {
        heading: 'Perubahan kebijakan ini',
        paragraphs: [
          'Versi baru kebijakan ini diumumkan terlebih dahulu beserta tanggal berlakunya, dan Anda diminta menyetujuinya saat pertama kali masuk setelah tanggal itu.',
        ],
      },
    ],
  },
  ms: {
    title: 'Dasar privasi',
    sections: [
      {
        heading: 'Siapa kami',
        paragraphs: [
          'Dasar ini menerangkan data peribadi yang disimpan oleh {{brand}} tentang anda, sebabnya, dan apa yang boleh anda lakukan mengenainya. Ia terpakai kepada semua pengguna platform: pelajar, pencipta kursus, kakitangan institusi dan pelawat.',
        ],
      },
      {
        heading: 'Apa yang kami simpan',
        paragraphs: [
          'Akaun anda: nama, alamat e-mel, cincangan kata laluan anda (bukan kata laluan itu sendiri), bahasa, zon waktu dan, jika anda mahu, ringkasan profil serta gambar.',
          'Pembelajaran anda: kursus dan kelas yang anda sertai, halaman yang anda lawati, jawapan, kemajuan dan masa pembelajaran anda.',
          'Rekod keselamatan: sesi yang anda log masuk, bersama alamat dan pelayar asalnya, supaya anda boleh melihat dan menamatkannya.',
        ],
      },
      {
        heading: 'Mengapa kami menggunakannya',
        paragraphs: [
          'Untuk mengendalikan akaun anda serta kursus yang anda ikuti atau ajar, memaparkan kemajuan anda kepada anda dan kakitangan kelas anda, menghantar e-mel yang diperlukan oleh perkhidmatan (seperti pengesahan alamat atau penetapan semula kata laluan), dan menjaga keselamatan platform.',
          'Kami menghantar berita hanya jika anda memintanya, dan anda boleh menghentikannya pada bila-bila masa dalam tetapan pemberitahuan. Kami tidak menjual data peribadi anda.',
        ],
      },
      {
        heading: 'Siapa yang boleh melihatnya',
        paragraphs: [
          'Kakitangan kelas yang anda sertai (pengajar dan pencipta kursus) melihat nama, kemajuan dan jawapan anda dalam kelas itu. Profil awam anda hanya memaparkan apa yang anda letakkan padanya.',
          'Penyedia perkhidmatan kami, seperti pengehosan dan penghantaran e-mel, memproses data bagi pihak kami dan hanya untuk tujuan itu. Kami mendedahkan data kepada pihak berkuasa hanya apabila dikehendaki oleh undang-undang.',
        ],
      },
      {
        heading: 'Berapa lama kami menyimpannya',
        paragraphs: [
          'Kami menyimpan data anda selagi akaun anda wujud. Apabila anda memadam akaun, ia dinyahaktifkan serta-merta dan data peribadi anda dipadam selepas 30 hari; apa yang anda tulis dalam kelas kekal di bawah nama “Deleted user”.',
          'Rekod keselamatan seperti sesi yang tamat tempoh dibuang secara automatik.',
        ],
      },
      {
        heading: 'Hak anda',
        paragraphs: [
          'Anda boleh melihat dan membetulkan butiran anda dalam tetapan akaun, memuat turun apa yang anda hasilkan, menolak e-mel berita, dan memadam akaun anda. Untuk perkara lain, seperti salinan semua data anda, hubungi kami melalui halaman hubungi.',
        ],
      },
      {
        heading: 'Keselamatan',
        paragraphs: [
          'Kata laluan disimpan hanya sebagai cincangan yang kukuh, sambungan disulitkan, dan anda boleh menghidupkan pengesahan dua langkah. Jika berlaku pelanggaran yang melibatkan data anda, kami akan memaklumkan anda tanpa kelewatan yang tidak wajar.',
        ],
      },
      {
        heading: 'Perubahan kepada dasar ini',
        paragraphs: [
          'Versi baharu dasar ini diumumkan lebih awal bersama tarikh ia berkuat kuasa, dan anda diminta menerimanya apabila anda log masuk buat kali pertama selepas tarikh itu.',
        ],
      },
    ],
  },
};
