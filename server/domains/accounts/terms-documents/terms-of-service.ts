import type { TermsTexts } from './terms-text';

/** The terms of service of the first version (in force from 1 January 2026). */
export const TERMS_OF_SERVICE_2026: TermsTexts = {
  en: {
    title: 'Terms of service',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms are the agreement between you and {{brand}} when you use the platform to learn, teach or run courses and classes. By creating an account or using {{brand}} you accept them.',
          'If you use {{brand}} on behalf of a school, company or other organisation, you confirm that you may accept these terms for it.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Give your real name and an e-mail address you can read. Keep your password to yourself, and turn on two-step verification if you can. You are responsible for what happens under your account.',
          'Tell us at once if you think someone else has used your account. You can log out of every device from your account settings.',
        ],
      },
      {
        heading: 'Using {{brand}} fairly',
        paragraphs: [
          'Do not use {{brand}} to break the law, to harass or deceive anyone, to share content you have no right to share, or to send spam.',
          'Do not try to reach other people’s accounts or data, to disturb the service, or to get around its limits and security. We may suspend an account that does so.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'Courses, pages, posts and answers you create remain yours. You give {{brand}} the permission it needs to store them, show them to the people you share them with, and make copies for backup.',
          'Course creators are responsible for the accuracy of their courses and for having the rights to the material in them. Learners keep the rights to their own answers and work.',
        ],
      },
      {
        heading: 'Courses, classes and payments',
        paragraphs: [
          'Course creators and institutions decide who may join their classes and on what terms. When a class has a price, it is shown before you join, and you pay it before you get access.',
          'Certificates and completion records show what the platform recorded; they are issued by the course creator or institution, not by {{brand}}.',
        ],
      },
      {
        heading: 'Ending your account',
        paragraphs: [
          'You can delete your account at any time from your account settings. It is deactivated at once and its personal data is erased after 30 days, unless you sign in again before then.',
          'We may close an account that seriously or repeatedly breaks these terms. Where we can, we tell you first and give you the chance to take your content with you.',
        ],
      },
      {
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep {{brand}} available and your data safe, but we cannot promise that the service will never be interrupted or free of errors.',
          'As far as the law allows, {{brand}} is not liable for indirect losses, such as lost profits or lost opportunities, that arise from using the platform. Nothing in these terms limits rights you have under consumer law.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms. A new version is announced in advance with the date it takes effect, and you are asked to accept it the next time you sign in after that date. You may delete your account instead.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about these terms can be sent through the contact page of {{brand}}.'],
      },
    ],
  },
  id: {
    title: 'Ketentuan layanan',
    sections: [
      {
        heading: 'Tentang ketentuan ini',
        paragraphs: [
          'Ketentuan ini adalah perjanjian antara Anda dan {{brand}} ketika Anda menggunakan platform untuk belajar, mengajar, atau menyelenggarakan kursus dan kelas. Dengan membuat akun atau menggunakan {{brand}}, Anda menyetujuinya.',
          'Jika Anda menggunakan {{brand}} atas nama sekolah, perusahaan, atau organisasi lain, Anda menyatakan bahwa Anda berwenang menyetujui ketentuan ini untuknya.',
        ],
      },
      {
        heading: 'Akun Anda',
        paragraphs: [
          'Gunakan nama asli Anda dan alamat e-mail yang dapat Anda baca. Jaga kerahasiaan kata sandi Anda, dan aktifkan verifikasi dua langkah bila memungkinkan. Anda bertanggung jawab atas segala yang terjadi melalui akun Anda.',
          'Segera beri tahu kami jika Anda menduga orang lain telah menggunakan akun Anda. Anda dapat keluar dari semua perangkat melalui pengaturan akun.',
        ],
      },
      {
        heading: 'Menggunakan {{brand}} secara wajar',
        paragraphs: [
          'Jangan menggunakan {{brand}} untuk melanggar hukum, melecehkan atau menipu siapa pun, membagikan konten yang tidak berhak Anda bagikan, atau mengirim spam.',
          'Jangan mencoba mengakses akun atau data orang lain, mengganggu layanan, atau mengakali batasan dan pengamanannya. Kami dapat menangguhkan akun yang melakukannya.',
        ],
      },
      {
        heading: 'Konten Anda',
        paragraphs: [
          'Kursus, halaman, tulisan, dan jawaban yang Anda buat tetap milik Anda. Anda memberi {{brand}} izin yang diperlukan untuk menyimpannya, menampilkannya kepada orang yang Anda pilih, dan membuat salinan cadangan.',
          'Pembuat kursus bertanggung jawab atas ketepatan kursusnya dan atas hak terhadap materi di dalamnya. Peserta tetap memegang hak atas jawaban dan karya mereka sendiri.',
        ],
      },
      {
        heading: 'Kursus, kelas, dan pembayaran',
        paragraphs: [
          'Pembuat kursus dan institusi menentukan siapa yang boleh bergabung ke kelas mereka dan dengan syarat apa. Jika sebuah kelas berbayar, harganya ditampilkan sebelum Anda bergabung, dan Anda membayarnya sebelum mendapat akses.',
          'Sertifikat dan catatan penyelesaian menunjukkan apa yang dicatat platform; sertifikat diterbitkan oleh pembuat kursus atau institusi, bukan oleh {{brand}}.',
        ],
      },
      {
        heading: 'Mengakhiri akun Anda',
        paragraphs: [
          'Anda dapat menghapus akun kapan saja melalui pengaturan akun. Akun langsung dinonaktifkan dan data pribadinya dihapus setelah 30 hari, kecuali Anda masuk kembali sebelum itu.',
          'Kami dapat menutup akun yang melanggar ketentuan ini secara serius atau berulang. Bila memungkinkan, kami memberi tahu Anda terlebih dahulu dan memberi kesempatan untuk membawa konten Anda.',
        ],
      },
      {
        heading: 'Ketersediaan dan tanggung jawab',
        paragraphs: [
          'Kami berupaya menjaga {{brand}} tetap tersedia dan data Anda tetap aman, tetapi kami tidak dapat menjamin layanan tidak pernah terganggu atau bebas dari kesalahan.',
          'Sejauh diizinkan oleh hukum, {{brand}} tidak bertanggung jawab atas kerugian tidak langsung, seperti hilangnya keuntungan atau kesempatan, yang timbul dari penggunaan platform. Tidak ada dalam ketentuan ini yang membatasi hak Anda menurut hukum perlindungan konsumen.',
        ],
      },
      {
        heading: 'Perubahan ketentuan ini',
        paragraphs: [
          'Kami dapat memperbarui ketentuan ini. Versi baru diumumkan terlebih dahulu beserta tanggal berlakunya, dan Anda diminta menyetujuinya saat pertama kali masuk setelah tanggal itu. Sebagai gantinya, Anda boleh menghapus akun Anda.',
        ],
      },
      {
        heading: 'Kontak',
        paragraphs: ['Pertanyaan tentang ketentuan ini dapat dikirim melalui halaman kontak {{brand}}.'],
      },
    ],
  },
  ms: {
    title: 'Terma perkhidmatan',
    sections: [
      {
        heading: 'Tentang terma ini',
        paragraphs: [
          'Terma ini ialah perjanjian antara anda dan {{brand}} apabila anda menggunakan platform untuk belajar, mengajar atau mengendalikan kursus dan kelas. Dengan membuat akaun atau menggunakan {{brand}}, anda menerimanya.',
          'Jika anda menggunakan {{brand}} bagi pihak sekolah, syarikat atau organisasi lain, anda mengesahkan bahawa anda berhak menerima terma ini bagi pihaknya.',
        ],
      },
      {
        heading: 'Akaun anda',
        paragraphs: [
          'Gunakan nama sebenar anda dan alamat e-mel yang boleh anda baca. Rahsiakan kata laluan anda, dan hidupkan pengesahan dua langkah jika boleh. Anda bertanggungjawab atas segala yang berlaku melalui akaun anda.',
          'Beritahu kami dengan segera jika anda rasa orang lain telah menggunakan akaun anda. Anda boleh log keluar daripada semua peranti melalui tetapan akaun.',
        ],
      },
      {
        heading: 'Menggunakan {{brand}} dengan adil',
        paragraphs: [
          'Jangan gunakan {{brand}} untuk melanggar undang-undang, mengganggu atau menipu sesiapa, berkongsi kandungan yang anda tiada hak untuk kongsi, atau menghantar spam.',
          'Jangan cuba mencapai akaun atau data orang lain, mengganggu perkhidmatan, atau memintas had dan keselamatannya. Kami boleh menggantung akaun yang berbuat demikian.',
        ],
      },
      {
        heading: 'Kandungan anda',
        paragraphs: [
          'Kursus, halaman, hantaran dan jawapan yang anda hasilkan kekal milik anda. Anda memberi {{brand}} kebenaran yang diperlukan untuk menyimpannya, memaparkannya kepada orang yang anda pilih, dan membuat salinan sandaran.',
          'Pencipta kursus bertanggungjawab atas ketepatan kursus mereka dan atas hak terhadap bahan di dalamnya. Pelajar kekal memegang hak atas jawapan dan hasil kerja mereka sendiri.',
        ],
      },
      {
        heading: 'Kursus, kelas dan bayaran',
        paragraphs: [
          'Pencipta kursus dan institusi menentukan siapa yang boleh menyertai kelas mereka dan atas syarat apa. Jika sesebuah kelas berbayar, harganya dipaparkan sebelum anda menyertainya, dan anda membayarnya sebelum mendapat akses.',
          'Sijil dan rekod penyelesaian menunjukkan apa yang direkodkan oleh platform; sijil dikeluarkan oleh pencipta kursus atau institusi, bukan oleh {{brand}}.',
        ],
      },
      {
        heading: 'Menamatkan akaun anda',
        paragraphs: [
          'Anda boleh memadam akaun anda pada bila-bila masa melalui tetapan akaun. Akaun dinyahaktifkan serta-merta dan data peribadinya dipadam selepas 30 hari, melainkan anda log masuk semula sebelum itu.',
          'Kami boleh menutup akaun yang melanggar terma ini secara serius atau berulang kali. Jika boleh, kami memaklumkan anda terlebih dahulu dan memberi peluang untuk membawa kandungan anda.',
        ],
      },
      {
        heading: 'Ketersediaan dan liabiliti',
        paragraphs: [
          'Kami berusaha memastikan {{brand}} sentiasa tersedia dan data anda selamat, tetapi kami tidak dapat menjamin perkhidmatan tidak akan terganggu atau bebas daripada ralat.',
          'Setakat yang dibenarkan oleh undang-undang, {{brand}} tidak bertanggungjawab atas kerugian tidak langsung, seperti kehilangan keuntungan atau peluang, yang timbul daripada penggunaan platform. Tiada apa-apa dalam terma ini mengehadkan hak anda di bawah undang-undang pengguna.',
        ],
      },
      {
        heading: 'Perubahan kepada terma ini',
        paragraphs: [
          'Kami boleh mengemas kini terma ini. Versi baharu diumumkan lebih awal bersama tarikh ia berkuat kuasa, dan anda diminta menerimanya apabila anda log masuk buat kali pertama selepas tarikh itu. Sebagai gantinya, anda boleh memadam akaun anda.',
        ],
      },
      {
        heading: 'Hubungi kami',
        paragraphs: ['Pertanyaan tentang terma ini boleh dihantar melalui halaman hubungi {{brand}}.'],
      },
    ],
  },
};
