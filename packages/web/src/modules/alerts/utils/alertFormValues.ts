import { parse } from '@app/query';
import {
  type Alert,
  type AlertCreateBody,
  AlertCreateSchema,
  type AlertType,
  type AlertUpdateBody,
  type GroupingMethod,
} from '@app/shared';

/** What the alert dialog edits; selects hold ids as strings, pasted lists as text. */
export type AlertFormValues = {
  type: '1' | '2' | '3';
  name: string;
  query: string;
  date_basis: 'ingest' | 'publication';
  grouping: GroupingMethod;
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: string;
  day_of_month: string;
  hour: string;
  recipient_user_ids: string[];
  /** Extra addresses, one a line or separated by commas. */
  emails: string;
  mail_empty_runs: boolean;
  highlighting_scheme_id: string;
  /** Watched patents, one number a line (or separated by commas or spaces). */
  ucids: string;
  folder_id: string;
  label_id: string;
  inspector_user_ids: string[];
  inspector_group_ids: string[];
  custom_field_scheme_id: string;
};

const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));
const splitList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The dialog's starting values: an alert to edit, or a new one (with a query prefilled from a search). */
export function alertFormValues(
  alert?: Alert,
  prefill?: { query?: string; grouping?: GroupingMethod },
): AlertFormValues {
  return {
    type: String(alert?.type ?? 1) as AlertFormValues['type'],
    name: alert?.name ?? '',
    query: alert?.query ?? prefill?.query ?? '',
    date_basis: alert?.date_basis ?? 'ingest',
    grouping: alert?.grouping ?? prefill?.grouping ?? 'none',
    frequency: alert?.schedule.frequency ?? 'weekly',
    weekday: String(alert?.schedule.weekday ?? 1),
    day_of_month: String(alert?.schedule.day_of_month ?? 1),
    hour: String(alert?.schedule.hour ?? 6),
    recipient_user_ids: (alert?.recipients.user_ids ?? []).map(String),
    emails: (alert?.recipients.emails ?? []).join('\n'),
    mail_empty_runs: alert?.mail_empty_runs ?? false,
    highlighting_scheme_id: alert?.highlighting_scheme_id ? String(alert.highlighting_scheme_id) : '',
    ucids: (alert?.ucids ?? []).join('\n'),
    folder_id: alert?.folder_id ? String(alert.folder_id) : '',
    label_id: alert?.label_id ? String(alert.label_id) : '',
    inspector_user_ids: (alert?.inspector_user_ids ?? []).map(String),
    inspector_group_ids: (alert?.inspector_group_ids ?? []).map(String),
    custom_field_scheme_id: alert?.custom_field_scheme_id ? String(alert.custom_field_scheme_id) : '',
  };
}

/**
 * The body of `POST /api/alerts` for the dialog's values. Fields that do not belong to the type are sent empty, so
 * switching the type in the dialog leaves nothing of the other type behind.
 */
export function alertCreateBody(values: AlertFormValues): AlertCreateBody {
  const type = Number(values.type) as AlertType;
  const workflow = type === 3;
  return {
    type,
    name: values.name,
    query: type === 2 ? null : values.query,
    ucids: type === 2 ? splitList(values.ucids) : [],
    schedule: {
      frequency: values.frequency,
      weekday: values.frequency === 'weekly' ? Number(values.weekday) : null,
      day_of_month: values.frequency === 'monthly' ? Number(values.day_of_month) : null,
      hour: Number(values.hour),
    },
    date_basis: values.date_basis,
    grouping: values.grouping,
    mail_empty_runs: values.mail_empty_runs,
    recipients: { user_ids: values.recipient_user_ids.map(Number), emails: splitList(values.emails) },
    highlighting_scheme_id: idOrNull(values.highlighting_scheme_id),
    folder_id: workflow ? idOrNull(values.folder_id) : null,
    label_id: workflow ? idOrNull(values.label_id) : null,
    inspector_user_ids: workflow ? values.inspector_user_ids.map(Number) : [],
    inspector_group_ids: workflow ? values.inspector_group_ids.map(Number) : [],
    custom_field_scheme_id: workflow ? idOrNull(values.custom_field_scheme_id) : null,
  };
}

/** The body of `PATCH /api/alerts/{id}`: every field but the type, which an alert keeps. */
export function alertUpdateBody(values: AlertFormValues): AlertUpdateBody {
  const { type: _type, ...rest } = alertCreateBody(values);
  return rest;
}

/** Which field of the dialog shows a problem at an API path (`schedule.weekday`, `recipients.emails.2`, `ucids.0`). */
export function formFieldOf(path: readonly PropertyKey[] | string): keyof AlertFormValues | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head, next] = parts;
  if (head === 'schedule' && (next === 'weekday' || next === 'day_of_month' || next === 'hour' || next === 'frequency'))
    return next;
  if (head === 'recipients') return next === 'user_ids' ? 'recipient_user_ids' : 'emails';
  const direct: readonly string[] = [
    'name',
    'query',
    'ucids',
    'date_basis',
    'grouping',
    'highlighting_scheme_id',
    'folder_id',
    'label_id',
    'inspector_user_ids',
    'inspector_group_ids',
    'custom_field_scheme_id',
  ];
  return head !== undefined && direct.includes(head) ? (head as keyof AlertFormValues) : null;
}

/**
 * The problems the server would answer, found before sending: the shared create schema (the same zod the server
 * validates with) run over the body, each problem on its field. A problem on a field the dialog has no input for
 * comes back under `form`.
 */
export function alertFormErrors(values: AlertFormValues): Partial<Record<keyof AlertFormValues | 'form', string>> {
  const errors: Partial<Record<keyof AlertFormValues | 'form', string>> = {};
  // A query that does not parse would only fail at its first run: the editor marks where, this stops the save.
  const diagnostic = values.type !== '2' && values.query.trim() ? parse(values.query).diagnostics[0] : undefined;
  if (diagnostic) errors.query = diagnostic.message;
  const parsed = AlertCreateSchema.safeParse(alertCreateBody(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
