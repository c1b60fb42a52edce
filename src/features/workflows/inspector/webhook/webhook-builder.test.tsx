// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DraftAction } from '../../model/builder-types';
import { renderInspector } from '../test-kit';
import { badPlaceholders } from './payload-editor';

const hook = (extra: Partial<DraftAction> = {}): DraftAction => ({
  uid: 'h1',
  triggerType: 'InternalReviewTaskApproved',
  reactionType: 'SendDataWithWebhook',
  ...extra,
});

describe('webhook request builder', () => {
  it('edits method, URL, content type and fields', async () => {
    const { user, onPatch } = renderInspector(hook());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT');
    expect(onPatch).toHaveBeenLastCalledWith({ webhookRequestType: 'PUT' });
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://erp.example/in');
    expect(onPatch).toHaveBeenLastCalledWith({ webhookUrl: 'https://erp.example/in' });
    await user.type(screen.getByRole('textbox', { name: 'Content type' }), 'text/plain');
    expect(onPatch).toHaveBeenLastCalledWith({ webhookContentType: 'text/plain' });
    await user.click(screen.getByRole('checkbox', { name: /^projectTags/ }));
    await user.click(screen.getByRole('checkbox', { name: /^projectUID/ }));
    // In the order of the allowed fields, whatever the order of the clicks.
    expect(onPatch).toHaveBeenLastCalledWith({ webhookFields: ['projectUID', 'projectTags'] });
  });

  it('adds header rows and names a header name that is no HTTP token', async () => {
    const { user, onPatch } = renderInspector(hook());
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    expect(onPatch).toHaveBeenLastCalledWith({ webhookHeaders: [{ name: '', value: '' }] });
    const name = screen.getByRole('textbox', { name: 'Header 1 name' });
    await user.type(name, 'X Token');
    expect(onPatch).toHaveBeenLastCalledWith({ webhookHeaders: [{ name: 'X Token', value: '' }] });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining("'X Token' is not a valid header name"),
    );
    await user.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(onPatch).toHaveBeenLastCalledWith({ webhookHeaders: undefined });
  });

  it('inserts placeholders at the caret and names unknown ones', async () => {
    const { user, onPatch } = renderInspector(
      hook({ isCustomPayload: true, webhookCustomPayload: '{"n":"","t":}' }),
    );
    expect(screen.queryByRole('checkbox', { name: /^projectTags/ })).toBeNull();
    const payload = screen.getByRole('textbox', { name: 'Payload' });
    (payload as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert placeholder' }));
    expect(onPatch).toHaveBeenLastCalledWith({
      webhookCustomPayload: '{"n":"{{projectName}}","t":}',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Placeholder' }), 'projectTags');
    await user.click(screen.getByRole('checkbox', { name: 'As a JSON value' }));
    (payload as HTMLTextAreaElement).setSelectionRange(27, 27);
    await user.click(screen.getByRole('button', { name: 'Insert placeholder' }));
    expect(onPatch).toHaveBeenLastCalledWith({
      webhookCustomPayload: '{"n":"{{projectName}}","t":{{projectTags:json}}}',
    });

    fireEvent.change(payload, { target: { value: '{{projectname}} {{x:y}}' } });
    expect(payload).toHaveAccessibleDescription(
      expect.stringContaining('Not valid placeholders: {{x:y}}, {{projectname}}.'),
    );
  });

  it('finds malformed and unknown placeholders', () => {
    expect(badPlaceholders('{{projectName}} {{ projectTags : json }}')).toEqual([]);
    expect(badPlaceholders('{{nope}} {{projectName:xml}}')).toEqual([
      '{{projectName:xml}}',
      '{{nope}}',
    ]);
  });
});
