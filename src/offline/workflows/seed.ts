import type { OfflineState } from '@/offline/platform/store/state';
import type { WorkflowRow } from './rows';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';

/** Fixed UIDs of the demo workflows (one per client). */
export const DEMO_WORKFLOWS = {
  acme: 'wf-acme-artwork-approval',
  nordic: 'wf-nordic-external-proofing',
} as const;

/** Where the Acme workflow reports approvals: a loopback address, so a demo never sends data away. */
const DEMO_ERP_WEBHOOK_URL = 'http://127.0.0.1:9/hooks/erp';

const DAY = 86_400_000;

function workflows(now: number): WorkflowRow[] {
  return [
    {
      workflowUID: DEMO_WORKFLOWS.acme,
      clientUID: DEMO_CLIENTS.acme,
      name: 'Artwork approval',
      created: new Date(now - 120 * DAY).toISOString(),
      roles: [{ uid: 'prepress', name: 'Prepress operator', isInternal: true }],
      actions: [
        {
          uid: 'review-on-create',
          friendlyName: 'Owners review the first artwork',
          triggerType: 'ProjectCreated',
          reactionType: 'CreateInternalReviewTask',
          roleUids: ['projectOwners'],
          checklistName: 'Print readiness',
          checklistItems: [
            'Barcode scans at 100 %',
            'Legal text matches the brief',
            'Colours within the brand palette',
            'Bleed and safe area correct',
          ],
          daysToDueDate: 3,
          allowDownload: true,
          comment: 'Please check the artwork against the print-readiness checklist.',
        },
        {
          uid: 'print-ready',
          friendlyName: 'Approved artwork goes to Print-ready',
          triggerType: 'InternalReviewTaskApproved',
          reactionType: 'MoveInKanban',
          targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady,
        },
        {
          uid: 'notify-erp',
          friendlyName: 'Tell the ERP about the approval',
          triggerType: 'InternalReviewTaskApproved',
          reactionType: 'SendDataWithWebhook',
          webhookUrl: DEMO_ERP_WEBHOOK_URL,
          webhookRequestType: 'POST',
          webhookContentType: 'application/json',
          webhookHeaders: [{ name: 'X-Source', value: 'proofdesk-demo' }],
          webhookFields: [
            'projectUID',
            'projectName',
            'projectState',
            'projectAssetsNames',
            'projectAssetsURLs',
          ],
        },
        {
          uid: 'rework',
          friendlyName: 'Rejected artwork needs a new upload',
          triggerType: 'InternalReviewTaskRejected',
          reactionType: 'CreateInternalUploadAssetsTask',
          roleUids: ['projectOwners'],
          daysToDueDate: 2,
          comment: 'The review found problems: please upload a corrected version.',
        },
        {
          uid: 'send-to-printer',
          friendlyName: 'Send the files to the printer',
          triggerType: 'ManualTrigger',
          reactionType: 'SendAssetsByEmail',
          contacts: 'prepress@print-partner.example',
          userUIDs: [DEMO_USERS.anna],
        },
      ],
    },
    {
      workflowUID: DEMO_WORKFLOWS.nordic,
      clientUID: DEMO_CLIENTS.nordic,
      name: 'External proofing',
      created: new Date(now - 90 * DAY).toISOString(),
      roles: [{ uid: 'brand-manager', name: 'Brand manager', isInternal: true }],
      actions: [
        {
          uid: 'assign-roles',
          friendlyName: 'Owners name the brand manager',
          triggerType: 'ProjectCreated',
          reactionType: 'AssignUserRoles',
          roleUids: ['brand-manager'],
        },
        {
          uid: 'request-artwork',
          friendlyName: 'Brand manager uploads the artwork',
          triggerType: 'UserRolesAssigned',
          reactionType: 'CreateInternalUploadAssetsTask',
          roleUids: ['brand-manager'],
          daysToDueDate: 5,
        },
        {
          uid: 'customer-proof',
          friendlyName: 'The customer proofs the upload',
          triggerType: 'InternalUploadAssetsTaskCompleted',
          reactionType: 'CreateExternalReviewTask',
          contacts: 'quality@fjord-dairy.example',
          emailLanguage: 'German',
          password: 'proof',
          daysToDueDate: 4,
          isSimpleMode: true,
        },
        {
          uid: 'approved-column',
          friendlyName: 'Customer approval moves the project to Approved',
          triggerType: 'ExternalReviewTaskApproved',
          reactionType: 'MoveInKanban',
          targetKanbanColumnUid: DEMO_COLUMNS.nordicApproved,
        },
        {
          uid: 'rejected-mail',
          friendlyName: 'Tell the studio about a rejection',
          triggerType: 'ExternalReviewTaskRejected',
          reactionType: 'SendCustomEmail',
          contacts: 'studio@nordic-foods.example',
          emailSubject: 'The customer rejected the proof',
          comment:
            'The customer rejected the latest proof. Open the project to read the annotations.',
        },
        {
          uid: 'close',
          friendlyName: 'Close the project',
          triggerType: 'ManualTrigger',
          reactionType: 'CompleteProject',
        },
      ],
    },
  ];
}

/** Demo projects that run the client's workflow (their ProjectCreated already happened). */
const BOUND_PROJECTS: readonly [string, string][] = [
  [DEMO_PROJECTS.acmeCrisps, DEMO_WORKFLOWS.acme],
  [DEMO_PROJECTS.acmeLemonCan, DEMO_WORKFLOWS.acme],
  [DEMO_PROJECTS.nordicCrispbread, DEMO_WORKFLOWS.nordic],
];

/** Adds one workflow per demo client and binds a few active projects to them. */
export function seedDemoWorkflows(state: OfflineState, now: number): void {
  for (const row of workflows(now)) state.tables.workflows[row.workflowUID] = row;
  for (const [projectUID, workflowUID] of BOUND_PROJECTS) {
    const project = state.tables.projects[projectUID];
    if (project) state.tables.projects[projectUID] = { ...project, workflowUID };
  }
}
