// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    render(<TextField label="Project name" hint="Shown on the dashboard" />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAccessibleDescription('Shown on the dashboard');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error invalid and links both hint and error', () => {
    render(<TextField label="Project name" hint="Shown on the dashboard" error="Enter a name" />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on the dashboard Enter a name');
    // The form decides what gets announced; the field itself does not shout.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a caller-given id', () => {
    render(<TextField label="Email" id="login-email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });

  it('counts characters as the person types when showCount is on', async () => {
    const user = userEvent.setup();
    render(<TextField label="Design" maxLength={50} showCount defaultValue="Box" />);
    expect(screen.getByText('3/50')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Design' }), ' lid');
    expect(screen.getByText('7/50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Design' })).toHaveAccessibleDescription('7/50');
  });

  it('counts a controlled value', () => {
    render(
      <TextField label="Design" maxLength={10} showCount value="abcd" onChange={() => undefined} />,
    );
    expect(screen.getByText('4/10')).toBeInTheDocument();
  });
});

describe('TextArea and SelectField', () => {
  it('wire label, error and invalid state the same way', () => {
    render(
      <>
        <TextArea label="Description" error="Too long" maxLength={200} showCount defaultValue="x" />
        <SelectField label="Client" error="Pick a client">
          <option value="">Choose…</option>
        </SelectField>
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long 1/200');
    const select = screen.getByRole('combobox', { name: 'Client' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a client');
  });
});
