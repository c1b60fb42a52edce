import { describe, expect, it } from 'vitest';
import type { EmailLanguage } from '@/api/types';
import { composeInvitation, type InvitationInput } from './invitation';
import { EMAIL_LANGUAGES, parseEmailLanguage } from './languages';

const base: InvitationInput = {
  language: 'English',
  senderName: 'Anna Berg',
  projectName: 'Lingonberry juice 1 l carton',
  assetNames: ['front.pdf'],
  dueDate: null,
  comment: null,
  hasPassword: false,
  isReadOnly: false,
  isAllowDownloadAssets: false,
  reviewUrl: 'http://127.0.0.1:5173/external/tok123',
  subjectOverride: null,
};

const compose = (patch: Partial<InvitationInput>) => composeInvitation({ ...base, ...patch });
const files = (language: EmailLanguage, count: number) =>
  compose({ language, assetNames: Array.from({ length: count }, (_, i) => `file-${i}.png`) })
    .bodyText;

describe('composeInvitation', () => {
  it('writes each of the seven languages in that language, with the link and the file names', () => {
    const subjects = new Set<string>();
    for (const { name, code } of EMAIL_LANGUAGES) {
      const mail = compose({
        language: name,
        dueDate: '2030-03-01',
        comment: 'Note',
        hasPassword: true,
        isReadOnly: true,
        isAllowDownloadAssets: true,
      });
      // The link names the invitation's language, so its first page already speaks it.
      expect(mail.links).toEqual([`${base.reviewUrl}?lang=${code}`]);
      expect(mail.bodyText).toContain(`${base.reviewUrl}?lang=${code}`);
      expect(mail.bodyText).toContain('front.pdf');
      expect(mail.bodyText).toContain(base.projectName);
      expect(mail.subject).toContain(base.projectName);
      if (name !== 'English') expect(mail.bodyText).not.toMatch(/review|password|download/i);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(7);
  });

  it('uses the plural forms of each language', () => {
    expect(files('English', 2)).toContain('review 2 files in');
    expect(files('German', 1)).toContain('1 Datei im Projekt');
    expect(files('Polish', 1)).toContain('weryfikacji 1 pliku w');
    expect(files('Polish', 3)).toContain('weryfikacji 3 plików w');
    expect(files('Ukrainian', 1)).toContain('перевірити 1 файл у');
    expect(files('Ukrainian', 3)).toContain('перевірити 3 файли у');
    expect(files('Ukrainian', 5)).toContain('перевірити 5 файлів у');
    expect(files('Hebrew', 1)).toContain('לבדוק קובץ אחד');
    expect(files('Hebrew', 2)).toContain('לבדוק שני קבצים');
    expect(files('Hebrew', 7)).toContain('לבדוק 7 קבצים');
    expect(files('French', 4)).toContain('examiner 4 fichiers du projet');
    expect(files('Spanish', 1)).toContain('revisar 1 archivo del proyecto');
  });

  it('writes the due date the way each language does', () => {
    expect(compose({ dueDate: '2030-03-01' }).bodyText).toContain(
      'Please finish your review by 1 March 2030.',
    );
    expect(compose({ language: 'German', dueDate: '2030-03-01T22:30:00.000Z' }).bodyText).toContain(
      'bis zum 1. März 2030 ab.',
    );
    expect(compose({ language: 'Spanish', dueDate: '2030-03-01' }).bodyText).toContain(
      'antes del 1 de marzo de 2030.',
    );
    expect(compose({ language: 'Polish', dueDate: '2030-03-01' }).bodyText).toContain(
      'do 1 marca 2030',
    );
  });

  it('states password, read-only and download only when they apply and never writes the password', () => {
    const plain = compose({}).bodyText;
    expect(plain).not.toMatch(/password|cannot comment|download/);
    const all = compose({
      hasPassword: true,
      isReadOnly: true,
      isAllowDownloadAssets: true,
    }).bodyText;
    expect(all).toContain('protected by a password');
    expect(all).toContain('you cannot comment on, approve or reject them');
    expect(all).toContain('You may download the original files.');
  });

  it('lets emailSubject replace the template subject', () => {
    expect(compose({ language: 'French', subjectOverride: 'Épreuve finale' }).subject).toBe(
      'Épreuve finale',
    );
    expect(compose({ language: 'French', subjectOverride: '  ' }).subject).toBe(
      'Demande de validation : Lingonberry juice 1 l carton',
    );
  });
});

describe('parseEmailLanguage', () => {
  it('accepts the names and ISO codes in any case, nothing else', () => {
    expect(parseEmailLanguage('german')).toBe('German');
    expect(parseEmailLanguage(' HE ')).toBe('Hebrew');
    expect(parseEmailLanguage('uk')).toBe('Ukrainian');
    expect(parseEmailLanguage('en-US')).toBeUndefined();
    expect(parseEmailLanguage('Italian')).toBeUndefined();
  });
});
