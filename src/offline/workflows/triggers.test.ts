import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventTask, TaskStatus, TaskType } from '@/api/types';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { createOfflineService, type OfflineService } from '@/offline/platform/service';
import { fillTemplate, scanTemplate } from '@/domain/workflows/webhook-request';
import { triggerOfCompletedTask } from './triggers';

let service: OfflineService;
beforeEach(async () => {
  service = await createOfflineService();
});
afterEach(() => service.dispose());

function task(
  type: TaskType,
  status: TaskStatus,
  userUID: string | null = DEMO_USERS.ravi,
): EventTask {
  return {
    TaskUID: 't',
    ProjectUID: 'p',
    ProjectName: 'P',
    ClientUID: DEMO_CLIENTS.acme,
    Type: type,
    Status: status,
    Created: '2025-01-01T00:00:00.000Z',
    Closed: '2025-01-02T00:00:00.000Z',
    User: { UserUID: userUID, FullName: null, Email: 'someone@example.org' },
  };
}

describe('triggers of completed tasks', () => {
  it('maps task type, result and assignee to the trigger', () => {
    const of = (t: EventTask) => triggerOfCompletedTask(service.context, t);
    expect(of(task('UploadAssets', 'Closed'))).toBe('InternalUploadAssetsTaskCompleted');
    expect(of(task('UploadChangedAsset', 'Closed'))).toBe('InternalUploadAssetsTaskCompleted');
    expect(of(task('UploadRefDocs', 'Closed'))).toBe('InternalUploadRefDocsTaskCompleted');
    expect(of(task('ReviewAssets', 'Approved'))).toBe('InternalReviewTaskApproved');
    expect(of(task('ReviewAssets', 'ApprovedWithChanges'))).toBe('InternalReviewTaskApproved');
    expect(of(task('ReviewVideo', 'Rejected'))).toBe('InternalReviewTaskRejected');
    expect(of(task('ReviewAssets', 'Closed'))).toBeUndefined();
    expect(of(task('ExternalReviewAssets', 'Approved', null))).toBe('ExternalReviewTaskApproved');
    expect(of(task('ExternalReviewVideo', 'Rejected', null))).toBe('ExternalReviewTaskRejected');
    expect(of(task('AssignUserRoles', 'Closed'))).toBe('UserRolesAssigned');
  });

  it('counts an assignee outside the project client as external', () => {
    expect(
      triggerOfCompletedTask(service.context, task('UploadAssets', 'Closed', DEMO_USERS.lena)),
    ).toBe('ExternalUploadAssetsTaskCompleted');
    expect(triggerOfCompletedTask(service.context, task('UploadRefDocs', 'Closed', null))).toBe(
      'ExternalUploadRefDocsTaskCompleted',
    );
  });
});

describe('custom payload templates', () => {
  it('finds placeholders and refuses anything else in double braces', () => {
    expect(scanTemplate('{{projectName}} {{ projectTags:json }} {{x y}} {{a:xml}}')).toEqual({
      placeholders: [
        { name: 'projectName', json: false },
        { name: 'projectTags', json: true },
      ],
      invalid: ['{{x y}}', '{{a:xml}}'],
    });
  });

  it('inserts text (JSON-escaped for JSON content) or JSON values', () => {
    const values = { projectName: 'A "B"\n', projectTags: ['x', 'y'], projectDueDate: null };
    expect(fillTemplate('{{projectName}}|{{projectTags}}|{{projectDueDate}}', values, false)).toBe(
      'A "B"\n|x, y|',
    );
    expect(fillTemplate('"{{projectName}}"', values, true)).toBe('"A \\"B\\"\\n"');
    expect(
      fillTemplate('{{projectTags:json}} {{projectDueDate:json}} {{missing:json}}', values, true),
    ).toBe('["x","y"] null null');
  });
});
