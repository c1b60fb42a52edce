import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { classifyLoginError } from './login-error';

describe('classifyLoginError', () => {
  it('tells wrong credentials, the Lite plan and field errors apart', () => {
    expect(
      classifyLoginError(new ApiError({ status: 401, message: 'Wrong user name or password.' })),
    ).toEqual({ kind: 'credentials' });
    expect(
      classifyLoginError(new ApiError({ status: 403, message: 'The API needs the Pro plan.' })),
    ).toEqual({ kind: 'plan' });
    expect(
      classifyLoginError(
        new ApiError({
          status: 400,
          message: 'One or more validation errors occurred.',
          fieldErrors: {
            UserName: ['Not an e-mail address.'],
            '$.keepAliveTime': ['Must be 0 or more.'],
            other: ['Odd.'],
          },
        }),
      ),
    ).toEqual({
      kind: 'fields',
      fields: { userName: 'Not an e-mail address.', keepAliveTime: 'Must be 0 or more.' },
      other: ['Odd.'],
    });
  });

  it('keeps a 400 without field errors visible', () => {
    expect(
      classifyLoginError(
        new ApiError({ status: 400, message: 'Bad request.', serverMessage: true }),
      ),
    ).toEqual({
      kind: 'fields',
      fields: {},
      other: ['Bad request.'],
    });
  });

  it('passes anything else on', () => {
    const network = new ApiError({ status: 0, message: 'no answer' });
    expect(classifyLoginError(network)).toEqual({ kind: 'other', error: network });
  });
});
