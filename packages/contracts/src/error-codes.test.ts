import {
  API_ERROR_CODES,
  CANARY_JUDGE_CODES,
  HTTP_ERROR_CODES,
  LIVE_MAP_ERROR_CODES,
  REMOTE_ERROR_CODES,
  SSR_ERROR_CODES,
} from './error-codes';
import { ERROR_DESCRIPTIONS } from './error-descriptions';

const TABLES = {
  REMOTE_ERROR_CODES,
  SSR_ERROR_CODES,
  LIVE_MAP_ERROR_CODES,
  CANARY_JUDGE_CODES,
  HTTP_ERROR_CODES,
  API_ERROR_CODES,
};
const codes = Object.values(TABLES).flatMap((table) => Object.values(table) as string[]);

describe('the error vocabulary', () => {
  it('gives every code one line of description, and describes no code that does not exist', () => {
    for (const code of codes) {
      const description = (ERROR_DESCRIPTIONS as Record<string, string | undefined>)[code];
      expect({ code, description }).toEqual({ code, description: expect.stringMatching(/^[^\n]{10,120}$/) });
    }
    expect(Object.keys(ERROR_DESCRIPTIONS).sort()).toEqual([...new Set(codes)].sort());
  });

  it('spells each family its way', () => {
    for (const code of Object.values(REMOTE_ERROR_CODES)) expect(code).toMatch(/^GG-REMOTE-[A-Z]+$/);
    for (const code of Object.values(SSR_ERROR_CODES)) expect(code).toMatch(/^GG-SSR-[A-Z]+$/);
    for (const code of Object.values(HTTP_ERROR_CODES)) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('holds the API codes that used to live outside the server’s list', () => {
    expect(HTTP_ERROR_CODES).toMatchObject({
      leadNotFound: 'lead_not_found',
      leadFormNotFound: 'lead_form_not_found',
      leadIdConflict: 'lead_id_conflict',
      servedByFirebase: 'served_by_firebase',
    });
  });

  it('names each server module failure kind', () => {
    expect([SSR_ERROR_CODES.missing, SSR_ERROR_CODES.timeout, SSR_ERROR_CODES.execution]).toEqual([
      'GG-SSR-MISSING',
      'GG-SSR-TIMEOUT',
      'GG-SSR-EXECUTION',
    ]);
  });
});
