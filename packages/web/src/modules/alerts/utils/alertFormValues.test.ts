import { AlertCreateSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { alertCreateBody, alertFormErrors, alertFormValues, alertUpdateBody, formFieldOf } from './alertFormValues';

const valid = () => ({ ...alertFormValues(undefined, { query: 'TAC=(battery)' }), name: 'Batteries' });

describe('alertCreateBody', () => {
  it('makes a query alert the shared schema accepts, weekly on the chosen day', () => {
    const body = alertCreateBody({ ...valid(), weekday: '3', hour: '7', emails: 'a@example.com, b@example.com\n' });
    const parsed = AlertCreateSchema.parse(body);
    expect(parsed.type).toBe(1);
    expect(parsed.query).toBe('TAC=(battery)');
    expect(parsed.schedule).toEqual({ frequency: 'weekly', weekday: 3, day_of_month: null, hour: 7 });
    expect(parsed.recipients.emails).toEqual(['a@example.com', 'b@example.com']);
    expect(parsed.folder_id).toBeNull();
  });

  it('sends pasted numbers for watched patents and no query', () => {
    const body = alertCreateBody({ ...valid(), type: '2', ucids: 'EP1000000A1, US7654321B2\nWO2020123456A1' });
    expect(body.query).toBeNull();
    expect(AlertCreateSchema.parse(body).ucids).toEqual(['EP-1000000-A1', 'US-7654321-B2', 'WO-2020123456-A1']);
  });

  it('keeps the folder, label and inspectors only for workflow alerts', () => {
    const values = {
      ...valid(),
      folder_id: '4',
      label_id: '9',
      inspector_user_ids: ['2'],
      inspector_group_ids: ['5'],
      custom_field_scheme_id: '3',
    };
    expect(alertCreateBody({ ...values, type: '3' })).toMatchObject({
      folder_id: 4,
      label_id: 9,
      inspector_user_ids: [2],
      inspector_group_ids: [5],
      custom_field_scheme_id: 3,
    });
    expect(alertCreateBody({ ...values, type: '1' })).toMatchObject({
      folder_id: null,
      label_id: null,
      inspector_user_ids: [],
      custom_field_scheme_id: null,
    });
  });

  it('leaves the type out of an update, which an alert keeps', () => {
    expect('type' in alertUpdateBody(valid())).toBe(false);
  });

  it('fills the values back from an alert as the API answers it', () => {
    const body = alertCreateBody({ ...valid(), frequency: 'monthly', day_of_month: '12' });
    const alert = {
      ...AlertCreateSchema.parse(body),
      id: 1,
      owner_id: 1,
      paused: false,
      last_run_at: null,
      run_count: 0,
      last_run_status: null,
      last_run_count: null,
      created_at: '',
      updated_at: '',
    };
    expect(alertCreateBody(alertFormValues(alert))).toEqual(alertCreateBody(alertFormValues(alert)));
    expect(alertFormValues(alert)).toMatchObject({ frequency: 'monthly', day_of_month: '12', name: 'Batteries' });
  });
});

describe('alertFormErrors', () => {
  it('finds nothing wrong with a complete query alert', () => {
    expect(alertFormErrors(valid())).toEqual({});
  });

  it('puts each problem of the shared schema on its field', () => {
    const errors = alertFormErrors({ ...valid(), name: ' ', query: '', emails: 'not-an-address' });
    expect(errors.name).toBe('Give the alert a name.');
    expect(errors.query).toBe('Give the query the alert runs.');
    expect(errors.emails).toBe('Give a valid e-mail address.');
  });

  it('refuses a query that does not parse, with the parser’s message', () => {
    const errors = alertFormErrors({ ...valid(), query: 'TAC=(battery AND' });
    expect(errors.query).toBeTruthy();
    expect(alertFormErrors({ ...valid(), type: '2', query: 'TAC=(', ucids: 'EP1000000A1' }).query).toBeUndefined();
  });

  it('asks for patents to watch and for a workflow alert’s folder', () => {
    expect(alertFormErrors({ ...valid(), type: '2', ucids: '' }).ucids).toBe('Give at least one patent to watch.');
    expect(alertFormErrors({ ...valid(), type: '3' }).folder_id).toMatch(/folder/);
  });
});

describe('formFieldOf', () => {
  it('maps the server’s field paths onto the dialog’s fields', () => {
    expect(formFieldOf('schedule.weekday')).toBe('weekday');
    expect(formFieldOf('recipients.emails.2')).toBe('emails');
    expect(formFieldOf('recipients.user_ids')).toBe('recipient_user_ids');
    expect(formFieldOf(['ucids', 0])).toBe('ucids');
    expect(formFieldOf('highlighting_scheme_id')).toBe('highlighting_scheme_id');
    expect(formFieldOf('filters')).toBeNull();
  });
});
