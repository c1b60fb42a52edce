import type { EmailLanguage } from '@/api/types';

/**
 * The external review invitation in the seven e-mail languages. Names (sender, project)
 * are inserted as they are, so every sentence is built not to inflect them.
 */
interface InvitationTexts {
  subject(project: string): string;
  greeting: string;
  /** `files` comes from {@link files}. */
  intro(sender: string, files: string, project: string): string;
  /** The file count in the case the intro needs, by Intl.PluralRules category. */
  files(count: number, category: Intl.LDMLPluralRule): string;
  due(date: string): string;
  message(sender: string): string;
  password: string;
  readOnly: string;
  download: string;
  open: string;
  expiry: string;
  closing: string;
}

const english: InvitationTexts = {
  subject: (project) => `Review request: ${project}`,
  greeting: 'Hello,',
  intro: (sender, files, project) =>
    `${sender} has invited you to review ${files} in the project "${project}":`,
  files: (n, category) => (category === 'one' ? `${n} file` : `${n} files`),
  due: (date) => `Please finish your review by ${date}.`,
  message: (sender) => `Message from ${sender}:`,
  password: 'The link is protected by a password, which you will receive separately.',
  readOnly: 'You can view the files, but you cannot comment on, approve or reject them.',
  download: 'You may download the original files.',
  open: 'Open the review:',
  expiry: 'The link expires when the review is finished.',
  closing: 'Kind regards,\nProofdesk',
};

const german: InvitationTexts = {
  subject: (project) => `Prüfanfrage: ${project}`,
  greeting: 'Guten Tag,',
  intro: (sender, files, project) =>
    `${sender} hat Sie eingeladen, ${files} im Projekt „${project}“ zu prüfen:`,
  files: (n, category) => (category === 'one' ? `${n} Datei` : `${n} Dateien`),
  due: (date) => `Bitte schließen Sie Ihre Prüfung bis zum ${date} ab.`,
  message: (sender) => `Nachricht von ${sender}:`,
  password: 'Der Link ist durch ein Passwort geschützt, das Sie separat erhalten.',
  readOnly: 'Sie können die Dateien ansehen, aber weder kommentieren noch freigeben oder ablehnen.',
  download: 'Sie dürfen die Originaldateien herunterladen.',
  open: 'Zur Prüfung:',
  expiry: 'Der Link verfällt, sobald die Prüfung abgeschlossen ist.',
  closing: 'Mit freundlichen Grüßen\nProofdesk',
};

const french: InvitationTexts = {
  subject: (project) => `Demande de validation : ${project}`,
  greeting: 'Bonjour,',
  intro: (sender, files, project) =>
    `${sender} vous invite à examiner ${files} du projet « ${project} » :`,
  files: (n, category) => (category === 'one' ? `${n} fichier` : `${n} fichiers`),
  due: (date) => `Merci de terminer votre examen d’ici le ${date}.`,
  message: (sender) => `Message de ${sender} :`,
  password: 'Le lien est protégé par un mot de passe, qui vous sera communiqué séparément.',
  readOnly:
    'Vous pouvez consulter les fichiers, mais vous ne pouvez ni les commenter, ni les approuver, ni les rejeter.',
  download: 'Vous pouvez télécharger les fichiers originaux.',
  open: 'Accéder à l’examen :',
  expiry: 'Le lien expire dès que l’examen est terminé.',
  closing: 'Cordialement,\nProofdesk',
};

const polish: InvitationTexts = {
  subject: (project) => `Prośba o weryfikację: ${project}`,
  greeting: 'Dzień dobry,',
  intro: (sender, files, project) =>
    `Użytkownik ${sender} zaprasza do weryfikacji ${files} w projekcie „${project}”:`,
  // Genitive after "weryfikacji": 1 pliku, 2 plików, 5 plików.
  files: (n, category) => (category === 'one' ? `${n} pliku` : `${n} plików`),
  due: (date) => `Prosimy o zakończenie weryfikacji do ${date}.`,
  message: (sender) => `Wiadomość od użytkownika ${sender}:`,
  password: 'Link jest chroniony hasłem przekazywanym osobno.',
  readOnly: 'Pliki można przeglądać, ale nie można ich komentować, akceptować ani odrzucać.',
  download: 'Można pobrać oryginalne pliki.',
  open: 'Otwórz weryfikację:',
  expiry: 'Link wygaśnie po zakończeniu weryfikacji.',
  closing: 'Z poważaniem\nProofdesk',
};

const spanish: InvitationTexts = {
  subject: (project) => `Solicitud de revisión: ${project}`,
  greeting: 'Hola:',
  intro: (sender, files, project) =>
    `${sender} le invita a revisar ${files} del proyecto «${project}»:`,
  files: (n, category) => (category === 'one' ? `${n} archivo` : `${n} archivos`),
  due: (date) => `Le rogamos que termine la revisión antes del ${date}.`,
  message: (sender) => `Mensaje de ${sender}:`,
  password: 'El enlace está protegido con una contraseña, que recibirá por separado.',
  readOnly: 'Puede ver los archivos, pero no puede comentarlos, aprobarlos ni rechazarlos.',
  download: 'Puede descargar los archivos originales.',
  open: 'Abrir la revisión:',
  expiry: 'El enlace caduca en cuanto finaliza la revisión.',
  closing: 'Saludos cordiales,\nProofdesk',
};

const hebrew: InvitationTexts = {
  subject: (project) => `בקשת בדיקה: ${project}`,
  greeting: 'שלום,',
  intro: (sender, files, project) => `קיבלת הזמנה מ-${sender} לבדוק ${files} בפרויקט "${project}":`,
  files: (n, category) =>
    category === 'one' ? 'קובץ אחד' : category === 'two' ? 'שני קבצים' : `${n} קבצים`,
  due: (date) => `נא להשלים את הבדיקה עד ${date}.`,
  message: (sender) => `הודעה מ-${sender}:`,
  password: 'הקישור מוגן בסיסמה, שתישלח אליך בנפרד.',
  readOnly: 'ניתן לצפות בקבצים, אך לא ניתן להוסיף להם הערות, לאשר אותם או לדחות אותם.',
  download: 'ניתן להוריד את הקבצים המקוריים.',
  open: 'לפתיחת הבדיקה:',
  expiry: 'תוקף הקישור יפוג עם סיום הבדיקה.',
  closing: 'בברכה,\nProofdesk',
};

const ukrainian: InvitationTexts = {
  subject: (project) => `Запит на перевірку: ${project}`,
  greeting: 'Добрий день!',
  intro: (sender, files, project) =>
    `${sender} запрошує вас перевірити ${files} у проєкті «${project}»:`,
  // Accusative after "перевірити": 1 файл, 2 файли, 5 файлів.
  files: (n, category) =>
    category === 'one'
      ? `${n} файл`
      : category === 'few'
        ? `${n} файли`
        : category === 'many'
          ? `${n} файлів`
          : `${n} файлу`,
  due: (date) => `Будь ласка, завершіть перевірку до ${date}.`,
  message: (sender) => `Повідомлення від ${sender}:`,
  password: 'Посилання захищене паролем, який ви отримаєте окремо.',
  readOnly:
    'Ви можете переглядати файли, але не можете коментувати, затверджувати чи відхиляти їх.',
  download: 'Ви можете завантажити оригінальні файли.',
  open: 'Відкрити перевірку:',
  expiry: 'Посилання стане недійсним після завершення перевірки.',
  closing: 'З повагою,\nProofdesk',
};

export const INVITATION_TEXTS: Record<EmailLanguage, InvitationTexts> = {
  English: english,
  German: german,
  French: french,
  Polish: polish,
  Spanish: spanish,
  Hebrew: hebrew,
  Ukrainian: ukrainian,
};
