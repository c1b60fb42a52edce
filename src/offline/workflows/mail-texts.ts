import type { EmailLanguage } from '@/api/types';

/**
 * Texts of the e-mails workflow reactions send, in the seven e-mail languages. Project and
 * client names are inserted as they are (quoted), so no sentence inflects them.
 */
export interface WorkflowMailTexts {
  greeting: string;
  /** SendAssetsByEmail */
  assetsSubject(project: string): string;
  assetsIntro(project: string): string;
  noAssets: string;
  /** SendRefDocsByEmail */
  refDocsSubject(project: string): string;
  refDocsIntro(project: string): string;
  noRefDocs: string;
  /** CreateExternalUpload*Task: the service has no upload page for outsiders, so it asks by e-mail. */
  assetsRequestSubject(project: string): string;
  assetsRequest(client: string, project: string): string;
  refDocsRequestSubject(project: string): string;
  refDocsRequest(client: string, project: string): string;
  due(date: string): string;
  footer(client: string): string;
}

export const WORKFLOW_MAIL_TEXTS: Record<EmailLanguage, WorkflowMailTexts> = {
  English: {
    greeting: 'Hello,',
    assetsSubject: (p) => `Files of the project "${p}"`,
    assetsIntro: (p) => `Here are the files of the project "${p}":`,
    noAssets: 'The project has no processed files yet.',
    refDocsSubject: (p) => `Reference documents of the project "${p}"`,
    refDocsIntro: (p) => `Here are the reference documents of the project "${p}":`,
    noRefDocs: 'The project has no reference documents yet.',
    assetsRequestSubject: (p) => `Files requested for the project "${p}"`,
    assetsRequest: (c, p) =>
      `${c} asks you to provide the files for the project "${p}". Please reply to this e-mail with the files attached.`,
    refDocsRequestSubject: (p) => `Reference documents requested for the project "${p}"`,
    refDocsRequest: (c, p) =>
      `${c} asks you to provide reference documents for the project "${p}". Please reply to this e-mail with the documents attached.`,
    due: (d) => `Due date: ${d}.`,
    footer: (c) => `This e-mail was sent by a workflow of ${c}.`,
  },
  German: {
    greeting: 'Guten Tag,',
    assetsSubject: (p) => `Dateien des Projekts „${p}“`,
    assetsIntro: (p) => `hier sind die Dateien des Projekts „${p}“:`,
    noAssets: 'Das Projekt hat noch keine verarbeiteten Dateien.',
    refDocsSubject: (p) => `Referenzdokumente des Projekts „${p}“`,
    refDocsIntro: (p) => `hier sind die Referenzdokumente des Projekts „${p}“:`,
    noRefDocs: 'Das Projekt hat noch keine Referenzdokumente.',
    assetsRequestSubject: (p) => `Dateien für das Projekt „${p}“ angefordert`,
    assetsRequest: (c, p) =>
      `${c} bittet Sie, die Dateien für das Projekt „${p}“ bereitzustellen. Bitte antworten Sie auf diese E-Mail und hängen Sie die Dateien an.`,
    refDocsRequestSubject: (p) => `Referenzdokumente für das Projekt „${p}“ angefordert`,
    refDocsRequest: (c, p) =>
      `${c} bittet Sie, Referenzdokumente für das Projekt „${p}“ bereitzustellen. Bitte antworten Sie auf diese E-Mail und hängen Sie die Dokumente an.`,
    due: (d) => `Fällig am: ${d}.`,
    footer: (c) => `Diese E-Mail wurde von einem Workflow von ${c} gesendet.`,
  },
  French: {
    greeting: 'Bonjour,',
    assetsSubject: (p) => `Fichiers du projet « ${p} »`,
    assetsIntro: (p) => `Voici les fichiers du projet « ${p} » :`,
    noAssets: 'Le projet n’a pas encore de fichiers traités.',
    refDocsSubject: (p) => `Documents de référence du projet « ${p} »`,
    refDocsIntro: (p) => `Voici les documents de référence du projet « ${p} » :`,
    noRefDocs: 'Le projet n’a pas encore de documents de référence.',
    assetsRequestSubject: (p) => `Fichiers demandés pour le projet « ${p} »`,
    assetsRequest: (c, p) =>
      `${c} vous demande de fournir les fichiers du projet « ${p} ». Veuillez répondre à cet e-mail en joignant les fichiers.`,
    refDocsRequestSubject: (p) => `Documents de référence demandés pour le projet « ${p} »`,
    refDocsRequest: (c, p) =>
      `${c} vous demande de fournir des documents de référence pour le projet « ${p} ». Veuillez répondre à cet e-mail en joignant les documents.`,
    due: (d) => `Échéance : ${d}.`,
    footer: (c) => `Cet e-mail a été envoyé par un workflow de ${c}.`,
  },
  Polish: {
    greeting: 'Dzień dobry,',
    assetsSubject: (p) => `Pliki projektu „${p}”`,
    assetsIntro: (p) => `oto pliki projektu „${p}”:`,
    noAssets: 'Projekt nie ma jeszcze przetworzonych plików.',
    refDocsSubject: (p) => `Dokumenty referencyjne projektu „${p}”`,
    refDocsIntro: (p) => `oto dokumenty referencyjne projektu „${p}”:`,
    noRefDocs: 'Projekt nie ma jeszcze dokumentów referencyjnych.',
    assetsRequestSubject: (p) => `Prośba o pliki do projektu „${p}”`,
    assetsRequest: (c, p) =>
      `Firma ${c} prosi o przekazanie plików do projektu „${p}”. Prosimy odpowiedzieć na tę wiadomość i załączyć pliki.`,
    refDocsRequestSubject: (p) => `Prośba o dokumenty referencyjne do projektu „${p}”`,
    refDocsRequest: (c, p) =>
      `Firma ${c} prosi o przekazanie dokumentów referencyjnych do projektu „${p}”. Prosimy odpowiedzieć na tę wiadomość i załączyć dokumenty.`,
    due: (d) => `Termin: ${d}.`,
    footer: (c) => `Tę wiadomość wysłał przepływ pracy firmy ${c}.`,
  },
  Spanish: {
    greeting: 'Hola:',
    assetsSubject: (p) => `Archivos del proyecto «${p}»`,
    assetsIntro: (p) => `Estos son los archivos del proyecto «${p}»:`,
    noAssets: 'El proyecto todavía no tiene archivos procesados.',
    refDocsSubject: (p) => `Documentos de referencia del proyecto «${p}»`,
    refDocsIntro: (p) => `Estos son los documentos de referencia del proyecto «${p}»:`,
    noRefDocs: 'El proyecto todavía no tiene documentos de referencia.',
    assetsRequestSubject: (p) => `Archivos solicitados para el proyecto «${p}»`,
    assetsRequest: (c, p) =>
      `${c} le pide que aporte los archivos del proyecto «${p}». Responda a este correo con los archivos adjuntos.`,
    refDocsRequestSubject: (p) => `Documentos de referencia solicitados para el proyecto «${p}»`,
    refDocsRequest: (c, p) =>
      `${c} le pide que aporte documentos de referencia para el proyecto «${p}». Responda a este correo con los documentos adjuntos.`,
    due: (d) => `Fecha límite: ${d}.`,
    footer: (c) => `Este correo lo ha enviado un flujo de trabajo de ${c}.`,
  },
  Hebrew: {
    greeting: 'שלום,',
    assetsSubject: (p) => `הקבצים של הפרויקט "${p}"`,
    assetsIntro: (p) => `אלה הקבצים של הפרויקט "${p}":`,
    noAssets: 'לפרויקט אין עדיין קבצים מעובדים.',
    refDocsSubject: (p) => `מסמכי הייחוס של הפרויקט "${p}"`,
    refDocsIntro: (p) => `אלה מסמכי הייחוס של הפרויקט "${p}":`,
    noRefDocs: 'לפרויקט אין עדיין מסמכי ייחוס.',
    assetsRequestSubject: (p) => `בקשה לקבצים עבור הפרויקט "${p}"`,
    assetsRequest: (c, p) =>
      `${c} מבקשים ממך לספק את הקבצים עבור הפרויקט "${p}". נא להשיב להודעה זו ולצרף את הקבצים.`,
    refDocsRequestSubject: (p) => `בקשה למסמכי ייחוס עבור הפרויקט "${p}"`,
    refDocsRequest: (c, p) =>
      `${c} מבקשים ממך לספק מסמכי ייחוס עבור הפרויקט "${p}". נא להשיב להודעה זו ולצרף את המסמכים.`,
    due: (d) => `תאריך יעד: ${d}.`,
    footer: (c) => `הודעה זו נשלחה על ידי תהליך עבודה של ${c}.`,
  },
  Ukrainian: {
    greeting: 'Добрий день!',
    assetsSubject: (p) => `Файли проєкту «${p}»`,
    assetsIntro: (p) => `Ось файли проєкту «${p}»:`,
    noAssets: 'У проєкті ще немає оброблених файлів.',
    refDocsSubject: (p) => `Довідкові документи проєкту «${p}»`,
    refDocsIntro: (p) => `Ось довідкові документи проєкту «${p}»:`,
    noRefDocs: 'У проєкті ще немає довідкових документів.',
    assetsRequestSubject: (p) => `Запит файлів для проєкту «${p}»`,
    assetsRequest: (c, p) =>
      `Компанія ${c} просить вас надати файли для проєкту «${p}». Дайте відповідь на цей лист, додавши файли.`,
    refDocsRequestSubject: (p) => `Запит довідкових документів для проєкту «${p}»`,
    refDocsRequest: (c, p) =>
      `Компанія ${c} просить вас надати довідкові документи для проєкту «${p}». Дайте відповідь на цей лист, додавши документи.`,
    due: (d) => `Термін: ${d}.`,
    footer: (c) => `Цей лист надіслав робочий процес компанії ${c}.`,
  },
};
