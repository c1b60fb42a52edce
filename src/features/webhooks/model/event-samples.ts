import type { Event, EventProject, EventTask, EventType } from '@/api/types';

/**
 * One example body per event type, for the receiver guide. Typed by the contract's Event
 * union (and checked against openapi.yaml in a test), so a contract change that a sample
 * misses fails the build instead of misleading an integrator.
 */
type Samples = { [T in EventType]: Extract<Event, { EventType: T }> };

const CREATED = '2026-03-02T09:15:00Z';

const project: EventProject = {
  ProjectUID: 'prj-7f3a',
  ProjectState: 'Active',
  Name: 'Cold brew can, 330 ml',
  Customer: 'Acme Beverages',
  Project: 'Summer range',
  Design: 'CB-330',
  Revision: 'B',
  Description: null,
  Tags: ['can', 'summer'],
  ReviewStatus: { PendingCount: 1, ApprovedCount: 2, RejectedCount: 0 },
  Created: '2026-02-20T08:00:00Z',
  Owners: ['usr-anna'],
  Client: { ClientUID: 'cli-acme', Name: 'Acme Packaging' },
  FolderUID: 'fld-beverages',
  Workflow: null,
};

const task: EventTask = {
  TaskUID: 'tsk-91c2',
  ProjectUID: project.ProjectUID,
  ProjectName: project.Name,
  ClientUID: 'cli-acme',
  Type: 'ReviewAssets',
  Status: 'Pending',
  Created: CREATED,
  Closed: null,
  User: { UserUID: 'usr-ravi', FullName: 'Ravi Kumar', Email: 'ravi@demo.test' },
};

const base = { EventId: 'evt-5b1e0c9d', Created: CREATED };
const onProject = { ProjectUID: project.ProjectUID, Project: project };
const annotation = { ...onProject, AnnotationUID: 'ann-33d1', AssetUID: 'ast-12ab' };
const taskData = { TaskUID: task.TaskUID, Project: project, Task: task };

export const EVENT_SAMPLES: Samples = {
  'project.created': {
    ...base,
    EventType: 'project.created',
    Data: { ...onProject, Name: project.Name },
  },
  'project.edited': {
    ...base,
    EventType: 'project.edited',
    Data: { ...onProject, Attribute: 'Revision', Value: 'B' },
  },
  'project.state': { ...base, EventType: 'project.state', Data: { ...onProject, State: 'OnHold' } },
  'asset.uploaded': {
    ...base,
    EventType: 'asset.uploaded',
    Data: { ...onProject, AssetUID: 'ast-12ab', Name: 'can-front.pdf' },
  },
  'asset.deleted': {
    ...base,
    EventType: 'asset.deleted',
    Data: { ...onProject, AssetUID: 'ast-12ab' },
  },
  'refdoc.uploaded': {
    ...base,
    EventType: 'refdoc.uploaded',
    Data: { ...onProject, RefDocUID: 'ref-4410', Name: 'brand-guide.pdf' },
  },
  'refdoc.deleted': {
    ...base,
    EventType: 'refdoc.deleted',
    Data: { ...onProject, RefDocUID: 'ref-4410' },
  },
  'annotation.added': {
    ...base,
    EventType: 'annotation.added',
    Data: { ...annotation, Text: 'Move the barcode 2 mm left.' },
  },
  'annotation.edited': {
    ...base,
    EventType: 'annotation.edited',
    Data: { ...annotation, Text: 'Move the barcode 3 mm left.' },
  },
  'annotation.deleted': { ...base, EventType: 'annotation.deleted', Data: annotation },
  'task.created': { ...base, EventType: 'task.created', Data: taskData },
  'task.completed': {
    ...base,
    EventType: 'task.completed',
    Data: { ...taskData, Task: { ...task, Status: 'Approved', Closed: CREATED } },
  },
  'task.deleted': { ...base, EventType: 'task.deleted', Data: taskData },
  'task.approved': {
    ...base,
    EventType: 'task.approved',
    Data: { ...taskData, Task: { ...task, Status: 'Approved', Closed: CREATED } },
  },
  'task.rejected': {
    ...base,
    EventType: 'task.rejected',
    Data: { ...taskData, Task: { ...task, Status: 'Rejected', Closed: CREATED } },
  },
  'webhook.test': { ...base, EventType: 'webhook.test', Data: {} },
};

/** Every event type, in spec.md's order. */
export const EVENT_TYPES = Object.keys(EVENT_SAMPLES) as EventType[];
