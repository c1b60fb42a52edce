// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkflowRole } from '@/api/types';
import type { DraftAction, FieldIssues } from '../model/builder-types';
import { RolesEditor } from './roles-editor';
import { freshRoleUid, roleUses } from './role-uses';
import { ROLES } from './test-kit';

const ACTIONS: DraftAction[] = [
  {
    uid: 'a1',
    friendlyName: 'Prepress checks',
    triggerType: 'ProjectCreated',
    reactionType: 'CreateInternalReviewTask',
    roleUids: ['prepress', 'projectOwners'],
  },
  {
    uid: 'a2',
    triggerType: 'InternalReviewTaskApproved',
    reactionType: 'MoveInKanban',
    triggerRoleUid: 'prepress',
    triggerRoleIds: ['prepress'],
  },
];

function renderEditor(issues: FieldIssues = {}) {
  const onRoles = vi.fn<(roles: WorkflowRole[]) => void>();
  function Host() {
    const [roles, setRoles] = useState<WorkflowRole[]>(ROLES);
    return (
      <RolesEditor
        roles={roles}
        actions={ACTIONS}
        issues={issues}
        onChange={(next) => {
          onRoles(next);
          setRoles(next);
        }}
      />
    );
  }
  render(<Host />);
  return { onRoles, user: userEvent.setup() };
}

const roleGroup = (name: string) => screen.getByRole('group', { name });

describe('roles uses', () => {
  it('lists every action field that names a role', () => {
    expect(roleUses(ACTIONS, 'prepress').map((use) => [use.action.uid, use.field])).toEqual([
      ['a1', 'roleUids'],
      ['a2', 'triggerRoleUid'],
      ['a2', 'triggerRoleIds'],
    ]);
    expect(roleUses(ACTIONS, 'printer')).toEqual([]);
    expect(freshRoleUid(['projectOwners', 'role-2'])).toBe('role-3');
  });
});

describe('RolesEditor', () => {
  it('shows each role with its uses, projectOwners included', () => {
    renderEditor();
    const prepress = roleGroup('Role 1: Prepress operator');
    expect(
      within(prepress).getByText('Step 1 · Prepress checks: receives it (roles)'),
    ).toBeVisible();
    expect(
      within(prepress).getByText('Step 2 · Move on the Kanban board: only when done by this role'),
    ).toBeVisible();
    expect(within(roleGroup('Role 2: Printer')).getByText('Not used by any step')).toBeVisible();
    const owners = screen.getByText('Always available').closest('li');
    expect(owners).not.toBeNull();
    expect(within(owners as HTMLElement).getByText(/Step 1 · Prepress checks/)).toBeVisible();
  });

  it('adds, edits and removes an unused role at once', async () => {
    const { onRoles, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(onRoles).toHaveBeenLastCalledWith([
      ...ROLES,
      { uid: 'role-4', name: '', isInternal: true },
    ]);
    expect(
      within(roleGroup('Role 3: role-4')).getByRole('textbox', { name: 'Name' }),
    ).toHaveFocus();
    await user.keyboard('Brand');
    await user.selectOptions(
      within(roleGroup('Role 3: Brand')).getByRole('combobox', { name: 'Kind' }),
      'External',
    );
    expect(onRoles).toHaveBeenLastCalledWith([
      ...ROLES,
      { uid: 'role-4', name: 'Brand', isInternal: false },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove role Printer' }));
    expect(onRoles).toHaveBeenLastCalledWith([
      ROLES[0],
      { uid: 'role-4', name: 'Brand', isInternal: false },
    ]);
  });

  it('asks before removing a used role and says where it is used', async () => {
    const { onRoles, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove role Prepress operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the role Prepress operator?' });
    expect(within(dialog).getByText('Step 1 · Prepress checks: receives it (roles)')).toBeVisible();
    expect(onRoles).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the role' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRoles).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove role Prepress operator' }));
    await user.click(screen.getByRole('button', { name: 'Remove the role' }));
    expect(onRoles).toHaveBeenLastCalledWith([ROLES[1]]);
  });

  it('shows issues at the role field', () => {
    renderEditor({ 'roles[1].uid': ['The role uid printer is used twice.'] });
    const uid = within(roleGroup('Role 2: Printer')).getByRole('textbox', { name: 'UID' });
    expect(uid).toHaveAttribute('aria-invalid', 'true');
    expect(uid).toHaveAccessibleDescription('The role uid printer is used twice.');
    const first = within(roleGroup('Role 1: Prepress operator')).getByRole('textbox', {
      name: 'UID',
    });
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Steps name this UID'));
  });
});
