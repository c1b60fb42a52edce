// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactionType } from '@/api/types';
import { REACTION_FIELDS, type ReactionField } from '@/domain/workflows/reaction-fields';
import { REACTION_TYPES } from '@/domain/workflows/vocabulary';
import type { DraftAction } from '../model/builder-types';
import { renderInspector } from './test-kit';

const step = (reactionType: ReactionType, extra: Partial<DraftAction> = {}): DraftAction => ({
  uid: 's1',
  triggerType: 'ManualTrigger',
  reactionType,
  ...extra,
});

/** How each field shows itself on screen (English texts). */
const PROBES: Record<ReactionField, () => HTMLElement | null> = {
  contacts: () => screen.queryByRole('textbox', { name: 'E-mail addresses' }),
  userUIDs: () => screen.queryByRole('checkbox', { name: /Anna Berg/ }),
  roleUids: () => screen.queryByRole('checkbox', { name: /Prepress operator/ }),
  emailSubject: () => screen.queryByRole('textbox', { name: 'E-mail subject' }),
  emailLanguage: () => screen.queryByRole('combobox', { name: 'E-mail language' }),
  password: () => screen.queryByLabelText('Password for the review link'),
  allowDownload: () => screen.queryByRole('checkbox', { name: 'Allow downloading the assets' }),
  isSimpleMode: () => screen.queryByRole('checkbox', { name: 'Simple review mode' }),
  checklistName: () => screen.queryByRole('textbox', { name: 'Checklist name' }),
  checklistItems: () => screen.queryByRole('button', { name: 'Add item' }),
  daysToDueDate: () => screen.queryByRole('spinbutton', { name: 'Due in (days)' }),
  comment: () =>
    screen.queryByRole('textbox', {
      name: /^(Message|Text added to the e-mail|Comment for the task)$/,
    }),
  targetKanbanColumnUid: () => screen.queryByRole('combobox', { name: 'Kanban column' }),
  targetWorkflowUid: () => screen.queryByRole('combobox', { name: 'Workflow to switch to' }),
  webhookUrl: () => screen.queryByRole('textbox', { name: 'URL' }),
  webhookRequestType: () => screen.queryByRole('combobox', { name: 'Method' }),
  webhookContentType: () => screen.queryByRole('textbox', { name: 'Content type' }),
  webhookHeaders: () => screen.queryByRole('button', { name: 'Add header' }),
  webhookFields: () => screen.queryByRole('checkbox', { name: /^projectName/ }),
  isCustomPayload: () => screen.queryByRole('checkbox', { name: 'Write the payload myself' }),
  // Shown instead of the field list once the custom payload is switched on (tested below).
  webhookCustomPayload: () => screen.queryByRole('checkbox', { name: 'Write the payload myself' }),
};

describe('ActionInspector fields', () => {
  it.each(REACTION_TYPES)('%s shows exactly the fields its reaction reads', (reaction) => {
    renderInspector(step(reaction));
    const expected = new Set(REACTION_FIELDS[reaction]);
    for (const [field, probe] of Object.entries(PROBES) as [
      ReactionField,
      () => HTMLElement | null,
    ][]) {
      if (expected.has(field)) expect(probe(), `${reaction} shows ${field}`).toBeInTheDocument();
      else expect(probe(), `${reaction} hides ${field}`).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: /Only when the task was completed by/ })).toBeNull();
  });

  it('offers projectOwners to task recipients but not as a role to fill', () => {
    const { unmount } = renderInspector(step('CreateInternalReviewTask'));
    expect(screen.getByRole('checkbox', { name: /Project owners/ })).toBeInTheDocument();
    unmount();
    renderInspector(step('AssignUserRoles'));
    expect(screen.queryByRole('checkbox', { name: /Project owners/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Roles to fill' })).toBeInTheDocument();
  });
});

describe('ActionInspector trigger', () => {
  it('shows executor filters in plain words for task triggers and drops them with the trigger', async () => {
    const { user, onPatch } = renderInspector(
      step('MoveInKanban', {
        triggerType: 'InternalReviewTaskApproved',
        triggerExecutorUid: 'u-ravi',
        triggerEmails: 'outside@example.org',
      }),
    );
    const filters = screen.getByRole('group', { name: 'Only when the task was completed by…' });
    const executor = within(filters).getByRole('combobox', {
      name: 'Only when the task was done by',
    });
    expect(executor).toHaveDisplayValue('Ravi Kumar');
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: '… by someone holding role' }),
      'prepress',
    );
    expect(onPatch).toHaveBeenLastCalledWith({ triggerRoleUid: 'prepress' });
    expect(
      within(filters).getByRole('textbox', { name: '… by one of these e-mail addresses' }),
    ).toHaveValue('outside@example.org');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'ProjectCreated');
    expect(onPatch).toHaveBeenLastCalledWith({
      triggerType: 'ProjectCreated',
      triggerExecutorUid: undefined,
      triggerRoleUid: undefined,
      triggerEmails: undefined,
    });
    expect(screen.queryByRole('group', { name: /Only when the task/ })).toBeNull();
  });
});

describe('ActionInspector edits', () => {
  it('patches on every edit and removes emptied fields', async () => {
    const { user, onPatch } = renderInspector(step('CreateInternalReviewTask'));
    await user.type(screen.getByRole('textbox', { name: 'Step name' }), 'Ok');
    expect(onPatch).toHaveBeenLastCalledWith({ friendlyName: 'Ok' });
    await user.clear(screen.getByRole('textbox', { name: 'Step name' }));
    expect(onPatch).toHaveBeenLastCalledWith({ friendlyName: undefined });

    await user.click(screen.getByRole('checkbox', { name: /Ravi Kumar/ }));
    await user.click(screen.getByRole('checkbox', { name: /Anna Berg/ }));
    expect(onPatch).toHaveBeenLastCalledWith({ userUIDs: ['u-anna', 'u-ravi'] });
    await user.click(screen.getByRole('checkbox', { name: /Project owners/ }));
    expect(onPatch).toHaveBeenLastCalledWith({ roleUids: ['projectOwners'] });

    await user.type(screen.getByRole('spinbutton', { name: 'Due in (days)' }), '5');
    expect(onPatch).toHaveBeenLastCalledWith({ daysToDueDate: 5 });
    await user.click(screen.getByRole('checkbox', { name: 'Simple review mode' }));
    expect(onPatch).toHaveBeenLastCalledWith({ isSimpleMode: true });
    await user.click(screen.getByRole('checkbox', { name: 'Simple review mode' }));
    expect(onPatch).toHaveBeenLastCalledWith({ isSimpleMode: undefined });
  });

  it('keeps a typed e-mail list as typed and names each address that is none', async () => {
    const { user, onPatch } = renderInspector(step('SendCustomEmail'));
    const contacts = screen.getByRole('textbox', { name: 'E-mail addresses' });
    await user.type(contacts, 'a@example.org, nope, b@');
    expect(onPatch).toHaveBeenLastCalledWith({ contacts: 'a@example.org, nope, b@' });
    expect(contacts).toHaveValue('a@example.org, nope, b@');
    expect(contacts).toHaveAttribute('aria-invalid', 'true');
    expect(contacts).toHaveAccessibleDescription(
      expect.stringContaining("'nope' is not an e-mail address. 'b@' is not an e-mail address."),
    );
  });

  it('chooses the language among the seven and masks the password until asked', async () => {
    const { user, onPatch } = renderInspector(step('CreateExternalReviewTask'));
    const language = screen.getByRole('combobox', { name: 'E-mail language' });
    expect(within(language).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(language, 'Ukrainian');
    expect(onPatch).toHaveBeenLastCalledWith({ emailLanguage: 'Ukrainian' });

    const password = screen.getByLabelText('Password for the review link');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'pw');
    expect(onPatch).toHaveBeenLastCalledWith({ password: 'pw' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the client columns and the other workflows', async () => {
    const { user, onPatch, unmount } = renderInspector(step('MoveInKanban'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kanban column' }),
      'Print-ready',
    );
    expect(onPatch).toHaveBeenLastCalledWith({ targetKanbanColumnUid: 'col-print' });
    unmount();
    const second = renderInspector(step('SwitchToWorkflow'));
    await second.user.selectOptions(
      screen.getByRole('combobox', { name: 'Workflow to switch to' }),
      'Rework',
    );
    expect(second.onPatch).toHaveBeenLastCalledWith({ targetWorkflowUid: 'wf-rework' });
  });
});

describe('ActionInspector issues', () => {
  it('shows each field its messages, tied to the control', () => {
    renderInspector(step('SendCustomEmail'), {
      issues: {
        emailSubject: ['SendCustomEmail needs an emailSubject.'],
        userUIDs: ['Not users of the workflow client: u-gone.'],
        comment: ['Too long.', 'Still too long.'],
      },
    });
    const subject = screen.getByRole('textbox', { name: 'E-mail subject' });
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription(
      expect.stringContaining('SendCustomEmail needs an emailSubject.'),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      expect.stringContaining('Too long. Still too long.'),
    );
    const users = screen.getByRole('group', { name: 'Also e-mail these users' });
    expect(users).toHaveAccessibleDescription(
      expect.stringContaining('Not users of the workflow client: u-gone.'),
    );
    expect(within(users).getByRole('checkbox', { name: /Anna Berg/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Step name' })).not.toHaveAttribute('aria-invalid');
  });
});
